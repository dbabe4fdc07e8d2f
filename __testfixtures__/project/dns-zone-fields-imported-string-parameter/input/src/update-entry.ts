import { API_ROOT, headers } from './api';
import type { DnsEntry, EntryAnswer } from './types';

/** Points a record at a new address. */
export default async function updateEntry(zoneId: string, entryId: string, address: string): Promise<DnsEntry> {
  const res = await fetch(`${API_ROOT}/zones/${zoneId}/dns_records/${entryId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ content: address }),
  });
  return ((await res.json()) as EntryAnswer).result;
}
