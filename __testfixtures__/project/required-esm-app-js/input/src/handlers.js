'use strict';

exports.showKeys = (req, res) => res.json([]);
