// Converter results logged inside the .map callback that collects them: the const the callback returns
// has another reader, so the converter's literal is reported rather than rewritten (file with a BOM).
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function turnRecord(host) {
  return { type: 'SRV', data: { service: '_turn', proto: '_udp', name: host, priority: 10, weight: 5, port: 3478, target: host } };
}

async function announce(zoneId, hosts) {
  const made = hosts.map((h) => {
    const r = turnRecord(h);
    console.info('record for', h, r);
    return r;
  });
  for (const record of made) await api.post(`/zones/${zoneId}/dns_records`, record);
}

module.exports = { announce };
