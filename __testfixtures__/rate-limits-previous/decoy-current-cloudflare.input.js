const express = require('express');
const axios = require('axios');

const CF = 'https://api.cloudflare.com/client/v4';
const app = express();

// Our own admin routes (the path mirrors Cloudflare's) and the replacement API: nothing to report.
app.get('/zones/:zone_id/rate_limits', async (req, res) => {
  const { data } = await axios.get(`${CF}/zones/${req.params.zone_id}/rulesets/phases/http_ratelimit/entrypoint`, {
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
  });
  res.json(data.result.rules);
});

module.exports = app;
