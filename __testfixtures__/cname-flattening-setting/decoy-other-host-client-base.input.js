const got = require('got');

const dns = got.extend({ prefixUrl: 'https://dns.example.net/client' });

async function flatteningOff(zone) {
  await dns.patch(`v4/zones/${zone}/settings/cname_flattening`, { json: { value: 'off' } });
}

module.exports = { flatteningOff };
