import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function recordsIn(zoneId: string) {
  const page = await client.dns.records.list({ zone_id: zoneId });
  return page.result;
}

// Another record is spread into the update of this one, and its type is read.
export async function cloneOnto(zoneId: string, from: string, to: string) {
  const records = await recordsIn(zoneId);
  const source = records.find((r) => r.name === from);
  const current = records.find((r) => r.name === to);
  if (!source || !current) return undefined;
  console.log(`copying a ${source.type} record`);
  return client.dns.records.update(current.id, { zone_id: zoneId, ...source, name: to } as any);
}

// The record first, then the caller's changes: the changes' type wins.
export async function patch(zoneId: string, name: string, changes: { type?: string; content?: string }) {
  const records = await recordsIn(zoneId);
  const current = records.find((r) => r.name === name);
  if (!current) return undefined;
  if (changes.type) console.log(`changing ${current.type} to ${changes.type}`);
  return client.dns.records.edit(current.id, { zone_id: zoneId, ...current, ...changes } as any);
}
