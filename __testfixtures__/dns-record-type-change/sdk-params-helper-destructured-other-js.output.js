const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The helper takes apart the record it is handed, but it is handed another record than the one updated.
function bodyOf(zoneId, { type, name }, address) {
  return { zone_id: zoneId, type, name, content: address };
}

// A name given the type of a parameter the caller fills with a template: another record's.
function bodyWith(zoneId, entry, template) {
  const kind = template.type;
  return { zone_id: zoneId, type: kind, name: entry.name, content: template.content };
}

async function copyOnto(zoneId, host, address) {
  const found = await client.dns.records.list({ zone_id: zoneId, name: { exact: host } });
  const [model] = (await client.dns.records.list({ zone_id: zoneId, name: { exact: 'model.' + host } })).result;
  for (const entry of found.result) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await client.dns.records.update(entry.id, bodyOf(zoneId, model, address));
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await client.dns.records.update(entry.id, bodyWith(zoneId, entry, model));
  }
}

module.exports = { copyOnto };
