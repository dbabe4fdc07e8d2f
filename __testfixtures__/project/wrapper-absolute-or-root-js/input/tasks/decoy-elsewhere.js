const { request } = require('../lib/client');

// A full URL on a host of our own, and a route the caller does not know: neither is traced to the API.
async function offAtOrigin(zoneId) {
  await request({ route: `https://origin.example.org/zones/${zoneId}/settings/minify`, method: 'PATCH', data: { value: 'off' } });
}

async function offSomewhere(route) {
  await request({ route, method: 'PATCH', data: { value: 'off' } });
}

module.exports = { offAtOrigin, offSomewhere };
