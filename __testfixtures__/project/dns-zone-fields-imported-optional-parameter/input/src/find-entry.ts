import { API_ROOT, headers } from './api';
import type { DnsEntry, EntryPage } from './types';

export async function findEntry(zone: string, hostname: string): Promise<DnsEntry | undefined> {
  const res = await fetch(`${API_ROOT}/zones/${zone}/dns_records`, { headers });
  return ((await res.json()) as EntryPage).result.find((e) => e.name === hostname);
}
