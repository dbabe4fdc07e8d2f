const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function harden(zoneId) {
  const client = cf;
  await client.zones.settings.edit('brotli', { zone_id: zoneId, value: 'on' });
  await client.patch('/zones/' + zoneId + '/settings/brotli', { body: { value: 'on' } });
  await client.zones.settings.edit('min_tls_version', { zone_id: zoneId, value: '1.2' });
}

module.exports = { harden };
