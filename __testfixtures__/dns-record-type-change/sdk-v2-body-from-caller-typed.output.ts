import cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

interface Fields {
  type: string;
  name: string;
  content: string;
}

// The caller chooses the whole body, its type too; the record is found by its name only.
async function retarget(zone: string, host: string, fields: Fields): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const found = page.result.find((r: { name: string }) => r.name === host);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if flags.kind.toUpperCase() can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dnsRecords.edit(zone, found.id, fields);
}

export async function fromFlags(flags: { zone: string; host: string; kind: string; value: string }): Promise<void> {
  await retarget(flags.zone, flags.host, { type: flags.kind.toUpperCase(), name: flags.host, content: flags.value });
}
