// A small admin CLI: the HTTP verb comes from the command line.
const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

async function firewallRules(zoneId, verb, payload) {
  const res = await fetch(`${API}/zones/${zoneId}/firewall/rules`, { method: verb, headers, body: payload && JSON.stringify(payload) });
  return res.json();
}

async function filters(zoneId, verb, payload) {
  const res = await fetch(`${API}/zones/${zoneId}/filters`, { method: verb, headers, body: payload && JSON.stringify(payload) });
  return res.json();
}

module.exports = { firewallRules, filters };
