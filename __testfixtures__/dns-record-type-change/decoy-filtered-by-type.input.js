const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' };

// Every A record of the zone, kept out of an unfiltered list by its type, gets the new address with
// the type it already has.
async function repointARecords(zoneId, address) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records?per_page=1000`, { headers });
  const body = await res.json();
  for (const rec of body.result.filter((r) => r.type === 'A')) {
    await fetch(`${API}/zones/${zoneId}/dns_records/${rec.id}`, { method: 'PATCH', headers, body: JSON.stringify({ type: 'A', content: address }) });
  }
}

// The record picked by name and type together, the test written the other way round.
async function setMailHost(zoneId, host, target) {
  const { data } = await axios.get(`${API}/zones/${zoneId}/dns_records`, { headers, params: { name: host } });
  const mx = data.result.find(function (r) { return r.name === host && 'MX' === r.type; });
  if (mx) await axios.put(`${API}/zones/${zoneId}/dns_records/${mx.id}`, { type: 'MX', name: host, content: target, priority: 10 }, { headers });
}

// The same through a const holding the id, and a type test given as a name that is never written.
const TXT = 'TXT';
async function rewriteSpf(zoneId, host, spf) {
  const { data } = await axios.get(`${API}/zones/${zoneId}/dns_records`, { headers, params: { name: host } });
  const spfRecords = data.result.filter((r) => r.type === TXT && r.content.startsWith('v=spf1'));
  for (const r of spfRecords) {
    const recordId = r.id;
    await axios.put(`${API}/zones/${zoneId}/dns_records/${recordId}`, { type: TXT, name: host, content: spf }, { headers });
  }
}

module.exports = { repointARecords, setMailHost, rewriteSpf };
