import { API_ROOT, headers } from './api';
import type { DnsEntry, EntryPage } from './types';

/** The record of `hostname` in the zone, as the list endpoint gives it. */
export async function findEntry(zone: string, hostname: string): Promise<DnsEntry> {
  const res = await fetch(`${API_ROOT}/zones/${zone}/dns_records`, { headers });
  const page = (await res.json()) as EntryPage;
  const entry = page.result.find((e) => e.name === hostname);
  if (!entry) throw new Error(`${hostname} has no record`);
  return entry;
}
