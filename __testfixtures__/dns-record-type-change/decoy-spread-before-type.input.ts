import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
}

// The record's own type is written after the caller's changes: it is the one sent.
export async function retarget(zoneId: string, id: string, changes: Partial<HostRecord>) {
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  return cf.dns.records.update(current.id, { zone_id: zoneId, ...changes, type: current.type } as any);
}

// Spread after the type, but what it spreads declares no type.
export async function refresh(zoneId: string, id: string, fresh: { content: string; ttl: number }) {
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  return cf.dns.records.update(current.id, { zone_id: zoneId, type: current.type, ...fresh } as any);
}
