const API = 'https://api.cloudflare.com/client/v4';

const createCfFetch = (token) => (path, init = {}) =>
  fetch(`${API}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } }).then((r) => r.json());

async function listRules(token, zoneId) {
  const cf = createCfFetch(token);
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const rules = await cf(`/zones/${zoneId}/firewall/rules`);
  return rules.result;
}

module.exports = { createCfFetch, listRules };
