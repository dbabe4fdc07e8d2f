'use strict';

exports.listKeys = (req, res) => res.json([]);
