'use strict';

const express = require('express');

const app = express();
app.get(require('./lib/links').LINKS.keys, (req, res) => res.send('ok'));
app.listen(8080);
