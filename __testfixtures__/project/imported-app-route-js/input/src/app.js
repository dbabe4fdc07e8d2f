'use strict';

const { Router: makeRouter } = require('express');

const panel = makeRouter();

module.exports = panel;
