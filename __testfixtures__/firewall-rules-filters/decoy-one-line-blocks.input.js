const API = 'https://firewall.example.net/api/v2';
const auth = { Authorization: `Bearer ${process.env.APPLIANCE_TOKEN}` };

// The same one-line shapes against a firewall appliance of ours: nothing to mark.
const listRules = (zone) => { return fetch(`${API}/zones/${zone}/firewall/rules`, { headers: auth }) };

class RuleStore {
  constructor(token) { this.base = API; this.token = token; }
  rules(zone) { return fetch(`${this.base}/zones/${zone}/firewall/rules`, { headers: auth }) }
  filters(zone) { return fetch(`${this.base}/zones/${zone}/filters`, { headers: auth }) }
}

async function both(zone) {
  const seen = []; await fetch(`${API}/zones/${zone}/firewall/rules?page=2`, { headers: auth });
  return seen;
}

module.exports = { listRules, RuleStore, both };
