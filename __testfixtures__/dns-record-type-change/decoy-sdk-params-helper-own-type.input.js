const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Settings of the module: nothing the caller of the helper passes.
const DEFAULTS = { type: 'A', ttl: 300 };

// The helper writes a type of its own making, not one its caller hands it: nothing to read back at the call.
function refreshed(zoneId, entry, address) {
  return { zone_id: zoneId, type: DEFAULTS.type, name: entry.name, content: address, ttl: DEFAULTS.ttl };
}

async function repoint(zoneId, host, address) {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  for (const entry of found.result) {
    await client.dns.records.update(entry.id, refreshed(zoneId, entry, address));
  }
}

module.exports = { repoint };
