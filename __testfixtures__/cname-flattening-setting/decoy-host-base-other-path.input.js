const got = require('got');

// The bare API host, but the path is not under /client/v4.
const cf = got.extend({ prefixUrl: 'https://api.cloudflare.com' });

async function flatteningOff(zone) {
  await cf.patch(`other/zones/${zone}/settings/cname_flattening`, { json: { value: 'off' } });
}

module.exports = { flatteningOff };
