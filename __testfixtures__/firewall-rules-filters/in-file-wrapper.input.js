const API = 'https://api.cloudflare.com/client/v4';
const ZONE_ID = process.env.CF_ZONE_ID;

async function cfApi(path, method = 'GET', body) {
  const res = await fetch(`${API}/zones/${ZONE_ID}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(JSON.stringify(json.errors));
  return json.result;
}

// One list helper used by several commands: the request it makes is the one to migrate.
function listRules(zoneId) {
  return fetch(`${API}/zones/${zoneId}/firewall/rules?per_page=50`, {
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
  }).then((r) => r.json());
}

async function banIp(ip) {
  const [filter] = await cfApi('/filters', 'POST', [{ expression: `ip.src eq ${ip}`, description: `ban ${ip}` }]);
  return cfApi('/firewall/rules', 'POST', [{ filter: { id: filter.id }, action: 'block' }]);
}

async function report() {
  const rules = await listRules(ZONE_ID);
  const again = await listRules(process.env.OTHER_ZONE);
  return [...rules.result, ...again.result];
}

async function updateFilter(id, expression) {
  return cfApi(`/filters/${id}`, 'PUT', { id, expression });
}

module.exports = { banIp, report, updateFilter };
