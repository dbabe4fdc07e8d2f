const axios = require('axios');

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

// Nightly job: mirror the blocklist into the zone's firewall rules.
async function syncBlocklist(zoneId, countries) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const { data } = await cloudflare.get(`/zones/${zoneId}/firewall/rules`, { params: { per_page: 100 } });
  const stale = data.result.filter((rule) => rule.description.startsWith('[blocklist]'));
  if (stale.length > 0) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
    await cloudflare.delete(`/zones/${zoneId}/firewall/rules`, { params: { id: stale.map((r) => r.id) } });
  }

  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  await cloudflare.post(`/zones/${zoneId}/firewall/rules`, [
    {
      description: '[blocklist] countries',
      action: 'block',
      filter: { expression: `ip.geoip.country in {${countries.map((c) => `"${c}"`).join(' ')}}` },
    },
    {
      description: '[blocklist] office allowlist',
      action: 'allow',
      paused: true,
      filter: { expression: 'ip.src in {203.0.113.0/24}' },
    },
  ]);
}

async function pauseRule(zoneId, rule) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: update the WAF custom rule in the http_request_firewall_custom phase entrypoint ruleset
  return cloudflare.put(`/zones/${zoneId}/firewall/rules/${rule.id}`, { ...rule, paused: true });
}

module.exports = { syncBlocklist, pauseRule };
