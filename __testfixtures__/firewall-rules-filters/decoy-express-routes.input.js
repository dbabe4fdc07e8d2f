const express = require('express');
const db = require('./db');

const app = express();

// Our own admin API for the WAF editor: the paths look like Cloudflare's but are ours.
app.get('/zones/:zone_id/firewall/rules', async (req, res) => {
  res.json(await db.rules.findMany({ where: { zoneId: req.params.zone_id } }));
});
app.post('/zones/:zone_id/filters', async (req, res) => {
  res.json(await db.filters.create({ data: { zoneId: req.params.zone_id, expression: req.body.expression } }));
});
app.delete('/zones/:zone_id/firewall/rules/:rule_id', async (req, res) => {
  await db.rules.delete({ where: { id: req.params.rule_id } });
  res.sendStatus(204);
});

module.exports = app;
