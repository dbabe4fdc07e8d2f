// A ratelimit sync job whose HTTP client is built from settings the engine cannot see.
const { clientFrom } = require('./settings');

async function listLimits(settings, zoneId) {
  const http = clientFrom(settings);
  const res = await http.get('/zones/' + zoneId + '/rate_limits?per_page=100');
  return res.data.result;
}

async function dropLimit(settings, zoneId, limitId) {
  const http = clientFrom(settings);
  return http.delete(['zones', zoneId, 'rate_limits', limitId].join('/'));
}

async function viaSdk(cf, zoneId) {
  // The SDK's client, handed in: a two-name chain on a receiver named like it.
  return cf.rateLimits.list(zoneId);
}

async function fixedZone(http) {
  return http.get(`zones/023e105f4ecef8ad9ca31a8372d0c353/rate_limits`);
}

module.exports = { listLimits, dropLimit, viaSdk, fixedZone };
