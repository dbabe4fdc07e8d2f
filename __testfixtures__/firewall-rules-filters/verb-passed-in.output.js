// A small admin CLI: the HTTP verb comes from the command line.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function firewallRules(zoneId, verb, payload) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: migrate to WAF custom rules (Rulesets API, phase http_request_firewall_custom)
  const res = await fetch(`${API}/zones/${zoneId}/firewall/rules`, { method: verb, headers, body: payload && JSON.stringify(payload) });
  return res.json();
}

async function filters(zoneId, verb, payload) {
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in WAF custom rules (phase http_request_firewall_custom)
  const res = await fetch(`${API}/zones/${zoneId}/filters`, { method: verb, headers, body: payload && JSON.stringify(payload) });
  return res.json();
}

module.exports = { firewallRules, filters };
