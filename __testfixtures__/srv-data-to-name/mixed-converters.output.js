// One list, two converters: each pushes a fresh SRV record of its own, and the list is walked by the
// Cloudflare request alone. Both converters are sent nowhere else, so both literals are rewritten.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function sipRecord(host) {
  return { type: 'SRV', name: `_sip._udp.${host}`, data: { priority: 1, weight: 1, port: 5060, target: host } };
}

function xmppRecord(host) {
  return { type: 'SRV', name: `_xmpp-server._tcp.${host}`, data: { priority: 5, weight: 0, port: 5269, target: host } };
}

async function publish(zoneId, hosts) {
  const records = [];
  for (const host of hosts) {
    records.push(sipRecord(host));
    records.push(xmppRecord(host));
  }
  for (const record of records) await api.post(`/zones/${zoneId}/dns_records`, record);
}

module.exports = { publish };
