const { request } = require('undici');
const { root, token } = require('./env');

async function limits(zoneId) {
  const res = await request(root + '/zones/' + zoneId + '/rate_limits', { headers: { authorization: `Bearer ${token}` } });
  return res.body.json();
}

// SDK-looking chains count only where a package.json depends on cloudflare: not here.
async function viaSdk(client, zone_id) {
  return client.rateLimits.list({ zone_id });
}

module.exports = { limits, viaSdk };
