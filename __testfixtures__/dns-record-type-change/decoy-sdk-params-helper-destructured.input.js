const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The helper takes the record apart in its parameter list: the type it returns is that record's.
function bodyOf(zoneId, { type, name }, address) {
  return { zone_id: zoneId, type, name, content: address, ttl: 1 };
}

// The helper copies the record's type into a name of its own first: still the record's.
function bodyWith(zoneId, entry, address) {
  const kind = entry.type;
  return { zone_id: zoneId, type: kind, name: entry.name, content: address };
}

// Or takes it apart in its body.
function bodyFrom(zoneId, entry, address) {
  const { type } = entry;
  return { zone_id: zoneId, type, content: address };
}

async function pointAt(zoneId, host, address) {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  for (const entry of found.result) {
    await client.dns.records.update(entry.id, bodyOf(zoneId, entry, address));
    await client.dns.records.update(entry.id, bodyWith(zoneId, entry, address));
    await client.dns.records.update(entry.id, bodyFrom(zoneId, entry, address));
  }
}

module.exports = { pointAt };
