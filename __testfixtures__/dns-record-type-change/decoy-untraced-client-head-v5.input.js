const rp = require('request-promise-native');

const cfRequest = rp.defaults({ baseUrl: 'https://api.cloudflare.com/client', json: true });

function moveTo(zone, id, name, address) {
  return cfRequest({ uri: `/v5/zones/${zone}/dns_records/${id}`, method: 'PUT', body: { type: 'AAAA', name, content: address } });
}

module.exports = { moveTo };
