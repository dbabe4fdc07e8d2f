const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function compressEverywhere(zoneIds) {
  for (let zoneId of zoneIds) await axios.patch(`${API}/zones/${zoneId}/settings/brotli`, { value: 'on' });
  console.log('done');
}

module.exports = { compressEverywhere };
