const Cloudflare = require('cloudflare');

const api = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Each listed record is forgotten through the zone it says it is in.
async function forgetAll(zoneId, host) {
  const page = await api.dns.records.list({ zone_id: zoneId, name: host });
  for (const rec of page.result) {
    await api.dns.records.delete(rec.id, { zone_id: rec.zone_id });
  }
}

module.exports = { forgetAll };
