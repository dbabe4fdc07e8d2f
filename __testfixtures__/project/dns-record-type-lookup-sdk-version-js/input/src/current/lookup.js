import { cf } from '../client.js';

// The first A record of that name: this package runs cloudflare 4, where dns.records.list lists records.
export async function findA(zoneId, host) {
  const page = await cf.dns.records.list({ zone_id: zoneId, type: 'A', name: host });
  return page.result[0];
}
