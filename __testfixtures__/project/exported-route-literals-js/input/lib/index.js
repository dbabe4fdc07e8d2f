'use strict';

module.exports = require('./kv-paths');
