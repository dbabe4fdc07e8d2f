'use strict';

const express = require('express');
const { ROUTES, listSessions } = require('./lib/kv-paths');

const router = express.Router();

router.get(ROUTES.sessionKeys, async (req, res) => {
  res.json(await listSessions(req.query.account));
});

module.exports = router;
