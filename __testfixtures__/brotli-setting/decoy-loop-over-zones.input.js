const axios = require('axios');

// The same loop against a CDN of our own, and against the app's own routes.
const EDGE = 'https://edge-admin.example.net/v1';

async function compressEverywhere(zoneIds) {
  for (let zoneId of zoneIds) await axios.patch(`${EDGE}/zones/${zoneId}/settings/brotli`, { value: 'on' });
  for (const zoneId of zoneIds) {
    await fetch(`/zones/${zoneId}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  }
}

module.exports = { compressEverywhere };
