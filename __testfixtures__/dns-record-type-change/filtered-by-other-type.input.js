const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// Kept out of the list as A records, sent back as AAAA: the type changes in place.
async function toIpv6(zoneId, address) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const body = await res.json();
  for (const rec of body.result.filter((r) => r.type === 'A')) {
    await fetch(`${API}/zones/${zoneId}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: 'AAAA', content: address }) });
  }
}

// A or AAAA: the record found may be either, and the body says A.
async function pinAddress(zoneId, host, address) {
  const { data } = await axios.get(`${API}/zones/${zoneId}/dns_records`, { headers, params: { name: host } });
  const rec = data.result.find((r) => r.type === 'A' || r.type === 'AAAA');
  if (rec) await axios.put(`${API}/zones/${zoneId}/dns_records/${rec.id}`, { type: 'A', name: host, content: address }, { headers });
}

// Listed as CNAME records, updated with type A.
async function flatten(zoneId, host, address) {
  const { data } = await axios.get(`${API}/zones/${zoneId}/dns_records?type=CNAME&name=${host}`, { headers });
  for (const rec of data.result) {
    await axios.put(`${API}/zones/${zoneId}/dns_records/${rec.id}`, { type: 'A', name: host, content: address }, { headers });
  }
}

module.exports = { toIpv6, pinAddress, flatten };
