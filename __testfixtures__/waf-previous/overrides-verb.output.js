// WAF overrides are managed through one helper; the caller picks the verb.
const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function overrides(zoneId, method, data) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: WAF overrides became exceptions (skip rules) in phase http_request_firewall_managed
  const res = await cf.request({ url: `/zones/${zoneId}/firewall/waf/overrides`, method, data });
  return res.data.result;
}

module.exports = { overrides };
