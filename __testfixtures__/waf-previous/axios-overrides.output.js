const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';
const auth = { headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } };

// The checkout webhook posts raw XML that trips two WAF rules.
async function exemptWebhook(zoneId) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: WAF overrides became exceptions: add a skip rule in phase http_request_firewall_managed
  const { data } = await axios.post(
    `${API}/zones/${zoneId}/firewall/waf/overrides`,
    {
      description: 'payment webhook',
      urls: ['shop.example.com/webhooks/payments*'],
      rules: { '100015': 'disable', '100016': 'disable' },
      paused: false,
    },
    auth,
  );
  return data.result.id;
}

async function removeOverride(zoneId, overrideId) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: delete the exception (skip rule) from the http_request_firewall_managed phase entrypoint ruleset
  await axios.delete(`${API}/zones/${zoneId}/firewall/waf/overrides/${overrideId}`, auth);
}

async function ruleModes(zoneId, packageId) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: read the managed ruleset's rules (GET /zones/:zone_id/rulesets/:ruleset_id; new rule ids)
  const res = await axios.get(`${API}/zones/${zoneId}/firewall/waf/packages/${packageId}/rules?mode=off`, auth);
  return res.data.result;
}

module.exports = { exemptWebhook, removeOverride, ruleModes };
