// The same collected SRV records, posted to another DNS provider: left alone.
const axios = require('axios');

const vendor = axios.create({ baseURL: 'https://dns.example.net/api' });

function sipRecord(host) {
  return { type: 'SRV', data: { service: '_sip', proto: '_udp', name: host, priority: 1, weight: 1, port: 5060, target: host } };
}

async function publish(zoneId, hosts) {
  const records = [];
  for (const host of hosts) records.push(sipRecord(host));
  for (const record of records) await vendor.post(`/zones/${zoneId}/dns_records`, record);
}

module.exports = { publish };
