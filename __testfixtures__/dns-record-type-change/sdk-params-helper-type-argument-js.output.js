const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The helper sends the type its caller hands it, apart from the record: the caller's choice.
function retyped(zoneId, entry, wanted) {
  const kind = wanted;
  return { zone_id: zoneId, type: kind, name: entry.name, content: entry.content };
}

async function convert(zoneId, host, wanted) {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  for (const entry of found.result) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await client.dns.records.update(entry.id, retyped(zoneId, entry, wanted));
  }
}

module.exports = { convert };
