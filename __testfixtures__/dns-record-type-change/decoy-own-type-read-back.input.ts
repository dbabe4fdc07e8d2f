import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Each record is sent back with the type read off it: destructured with its id.
export async function setTtl(zoneId: string, ttl: number) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  for (const record of page.result) {
    const { id, type, name } = record;
    await cf.dns.records.update(id, { zone_id: zoneId, type, name, ttl } as any);
  }
}

// The id held in a const, the type read off the same record in the body.
export async function setComment(zoneId: string, name: string, comment: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId, name: { exact: name } });
  const existing = page.result[0];
  if (!existing) return;
  const recordId = existing.id;
  await cf.dns.records.edit(recordId, { zone_id: zoneId, type: existing.type, comment } as any);
}

// Renamed in the pattern: `{ id: recordId, type: kind }`.
export async function disableProxy(zoneId: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  for (const record of page.result) {
    const { id: recordId, type: kind } = record;
    await cf.dns.records.edit(recordId, { zone_id: zoneId, type: kind, proxied: false } as any);
  }
}
