const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function harden(zoneId, cf) {
  // `cf` here is the caller's recorder, not the module's client.
  const client = cf;
  await client.patch('/zones/' + zoneId + '/settings/brotli', { body: { value: 'on' } });
}

module.exports = { harden, cf };
