// The record is held by a const, and the push is its only reader: it goes into the list as it is, and
// the list is walked by the Cloudflare request alone, so the converter's literal is rewritten.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function minecraftRecord(host) {
  return { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 10, weight: 5, port: 25565, target: host } };
}

async function announce(zoneId, hosts) {
  const batch = [];
  hosts.forEach((host) => {
    const made = minecraftRecord(host);
    batch.push(made);
  });
  for (const rec of batch) {
    await api.post(`/zones/${zoneId}/dns_records`, rec);
  }
}

module.exports = { announce };
