const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

const store = require('./store');

function pick(list, test) {
  for (const item of list) if (test(item)) return item;
  return undefined;
}

// fetch: the record is picked by a helper, then sent back with its own type.
async function repoint(zone, host, ip) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?name=${host}`, { headers });
  const all = (await res.json()).result;
  const rec = pick(all, (r) => r.name === host);
  if (!rec) return null;
  return fetch(`${API}/zones/${zone}/dns_records/${rec.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: rec.type, name: host, content: ip, ttl: 1 }),
  });
}

// axios: records read back from the app's own file store.
async function resync(ip) {
  const saved = await store.read();
  for (const entry of saved.records) {
    await axios.patch(`${API}/zones/${entry.zoneId}/dns_records/${entry.id}`, { type: entry.type, content: ip }, { headers });
  }
}

module.exports = { repoint, resync };
