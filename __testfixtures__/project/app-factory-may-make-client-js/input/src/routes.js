'use strict';

exports.listEntries = (req, res) => res.json({ entries: [] });
