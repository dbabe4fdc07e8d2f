// Each record is collected for Cloudflare and also posted, as it is, to a second DNS provider: the
// converter's literal must keep its shape for that provider, so it is reported, not rewritten.
const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const mirror = axios.create({ baseURL: 'https://dns.example.org/v1' });

function xmppRecord(host) {
  return { type: 'SRV', data: { service: '_xmpp-client', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5222, target: host } };
}

async function sync(zoneId, hosts) {
  const pending = [];
  for (const host of hosts) {
    const entry = xmppRecord(host);
    pending.push(entry);
    await mirror.put(`/hosts/${host}`, entry);
  }
  for (const item of pending) await cf.post(`/zones/${zoneId}/dns_records`, item);
}

module.exports = { sync };
