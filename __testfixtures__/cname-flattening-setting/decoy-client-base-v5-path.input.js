const axios = require('axios');

// Same head of the API root, but "/v5" does not complete it.
const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client' });

async function flatteningOff(zone) {
  await cf.patch(`/v5/zones/${zone}/settings/cname_flattening`, { value: 'off' });
}

module.exports = { flatteningOff };
