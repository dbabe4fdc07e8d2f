import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

interface HostRecord {
  id: string;
  type: string;
  name: string;
  content: string;
}

// The record's own type is written first: the caller's changes, spread after it, may carry another.
export async function retarget(zoneId: string, id: string, changes: Partial<HostRecord>) {
  const current = await cf.dns.records.get(id, { zone_id: zoneId });
  return cf.dns.records.update(current.id, { zone_id: zoneId, type: current.type, ...changes } as any);
}
