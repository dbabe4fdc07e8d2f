// The same pushed const shared by two lists, both walked by another DNS provider's requests: no
// Cloudflare request sends the record, so it is neither rewritten nor reported.
const axios = require('axios');

const other = axios.create({ baseURL: 'https://dns.example.org/v1' });

function sipRecord(host) {
  return { type: 'SRV', data: { service: '_sip', proto: '_tls', name: host, priority: 1, weight: 1, port: 5061, target: host } };
}

async function publish(hosts) {
  const first = [];
  const second = [];
  for (const host of hosts) {
    const rec = sipRecord(host);
    first.push(rec);
    second.push(rec);
  }
  for (const r of first) await other.post('/a', r);
  for (const r of second) await other.post('/b', r);
}

module.exports = { publish };
