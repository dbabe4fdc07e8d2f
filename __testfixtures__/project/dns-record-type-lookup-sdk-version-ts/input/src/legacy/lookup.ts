import { cf } from '../client';

// The same lookup written in a package still pinned to cloudflare 2, which has no dns.records:
// nothing here is known to filter on A.
export async function findOldA(zoneId: string, host: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: 'A', name: host } as any);
  return page.result[0];
}
