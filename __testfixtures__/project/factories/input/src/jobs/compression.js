const { makeClient } = require('../lib/http');

async function enableBrotli(token, zone) {
  const http = makeClient(token);
  await http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  await http.patch(`/zones/${zone}/settings/ipv6`, { value: 'on' });
}

module.exports = { enableBrotli };
