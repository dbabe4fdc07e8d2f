const axios = require('axios');

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
});

async function stopFlattening(zoneId) {
  await cloudflare.patch(`/zones/${zoneId}/settings/cname_flattening`, { value: 'off' });
}

module.exports = { stopFlattening };
