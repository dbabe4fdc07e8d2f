// One list, two converters, the second one's record held by a const that is also logged: the log gets
// the literal too, so the list's records are reported, and neither is rewritten.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function stunRecord(host) {
  return { type: 'SRV', data: { service: '_stun', proto: '_udp', name: host, priority: 0, weight: 0, port: 3478, target: host } };
}

function turnRecord(host) {
  return { type: 'SRV', data: { service: '_turn', proto: '_udp', name: host, priority: 0, weight: 0, port: 3478, target: host } };
}

async function publish(zoneId, hosts) {
  const records = [];
  for (const host of hosts) {
    records.push(stunRecord(host));
    const relay = turnRecord(host);
    console.log('relay', relay);
    records.push(relay);
  }
  for (const record of records) await api.post(`/zones/${zoneId}/dns_records`, record);
}

module.exports = { publish };
