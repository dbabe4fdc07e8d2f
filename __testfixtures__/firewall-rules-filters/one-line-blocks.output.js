const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

// Written on one line each: the review comment goes above the line, the code stays as it is.
// cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
const listRules = (zone) => { return fetch(`${API}/zones/${zone}/firewall/rules`, { headers: auth }) };

class RuleStore {
  constructor(token) { this.base = API; this.token = token; }
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  rules(zone) { return fetch(`${this.base}/zones/${zone}/firewall/rules`, { headers: auth }) }
  // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: expressions now live in the rules of the http_request_firewall_custom phase entrypoint ruleset
  filters(zone) { return fetch(`${this.base}/zones/${zone}/filters`, { headers: auth }) }
}

async function both(zone) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  const seen = []; await fetch(`${API}/zones/${zone}/firewall/rules?page=2`, { headers: auth });
  return seen;
}

module.exports = { listRules, RuleStore, both };
