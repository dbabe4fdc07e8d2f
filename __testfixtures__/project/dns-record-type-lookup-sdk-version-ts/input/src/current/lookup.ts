import { cf } from '../client';

// The first A record of that name: this package runs cloudflare 4, where dns.records.list lists records.
export async function findA(zoneId: string, host: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: 'A', name: host } as any);
  return page.result[0];
}
