const Cloudflare = require('cloudflare');

// Each item: { host, kind, next, address }.

const dns = new Cloudflare({ apiToken: process.env.DNS_TOKEN });

// Looked up by one kind, written back with another one the caller asks for.
async function convert(zone, desired) {
  for (const item of desired) {
    const rows = (await dns.dns.records.list({ zone_id: zone, name: item.host, type: item.kind })).result;
    if (rows.length !== 1) continue;
    await dns.dns.records.update(rows[0].id, { zone_id: zone, name: item.host, type: item.next, content: item.address });
  }
}

// The kind listed by is changed before the update: it no longer names the record's type.
async function retype(zone, item) {
  const page = await dns.dns.records.list({ zone_id: zone, type: item.kind, name: item.host });
  const row = page.result[0];
  if (!row) return;
  item.kind = item.next;
  await dns.dns.records.edit(row.id, { zone_id: zone, type: item.kind, content: item.address });
}

module.exports = { convert, retype };
