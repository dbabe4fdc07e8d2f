import cloudflare = require('cloudflare');

interface Fields {
  type?: string;
  name: string;
  content: string;
}

const cf = cloudflare({ token: process.env.CF_TOKEN ?? '' });

// Its one caller, in cli.ts, writes the type it sends.
export async function retype(zone: string, label: string, fields: Fields): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const hit = page.result.find((r: { name: string }) => r.name === label);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if `${kind}`.toUpperCase() can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dnsRecords.edit(zone, hit.id, fields);
}

// Its caller hands on what its own (exported) function was given: the type is not known here.
export async function relabel(zone: string, label: string, fields: Fields): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const hit = page.result.find((r: { name: string }) => r.name === label);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if fields.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cf.dnsRecords.edit(zone, hit.id, fields);
}

// Its caller sends no type: the record keeps its own.
export async function recontent(zone: string, label: string, fields: Fields): Promise<void> {
  const page = await cf.dnsRecords.browse(zone);
  const hit = page.result.find((r: { name: string }) => r.name === label);
  await cf.dnsRecords.edit(zone, hit.id, fields);
}
