const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

async function compressEverywhere(zoneIds) {
  // cf-codemod(brotli-setting): brotli is on for every zone since 2024-08-15: delete this call (kept: its statement is not in a block)
  for (let zoneId of zoneIds) await axios.patch(`${API}/zones/${zoneId}/settings/brotli`, { value: 'on' });
  console.log('done');
}

module.exports = { compressEverywhere };
