// `defaults` of the project's own settings store is no HTTP client, whatever base key it is given:
// its `get` reads a stored entry, not an endpoint.
const store = require('./store');

const CF_BASE = 'https://api.cloudflare.com/client/v4';
const prefs = store.defaults({ baseUrl: CF_BASE });

function stored(zoneId, key) {
  return prefs.get(`/zones/${zoneId}/settings/${key}`);
}

module.exports = { excludes: (zoneId) => stored(zoneId, 'server_side_exclude') };
