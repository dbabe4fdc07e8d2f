const Cloudflare = require('cloudflare');

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// The record's zone_id is read before the code writes it back, and after a write that may not run:
// both reads are the API's field, which it no longer sends.
async function repoint(zone, address, fix) {
  const page = await cf.dns.records.list({ zone_id: zone });
  for (const rec of page.result) {
    console.log('moving', rec.zone_id);
    rec.zone_id = zone;
  }
  for (const other of page.result) {
    if (fix) other.zone_id = zone;
    await cf.dns.records.edit(other.id, { zone_id: other.zone_id, content: address });
  }
}

module.exports = { repoint };
