import { API_ROOT, headers } from '../api';
import type { DnsEntry, EntryAnswer } from '../types';

/** Points a record at a new address; without a zone, the default zone of the deployment. */
export const updateEntry = async (entryId: string, address: string, zoneId?: string): Promise<DnsEntry> => {
  const res = await fetch(`${API_ROOT}/zones/${zoneId ?? process.env.CF_ZONE}/dns_records/${entryId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ content: address }),
  });
  return ((await res.json()) as EntryAnswer).result;
};

/** Removes a record; the zone may be left out for the default one. */
export function removeEntry(entryId: string, zoneId: string | undefined, zone = process.env.CF_ZONE ?? ''): Promise<Response> {
  return fetch(`${API_ROOT}/zones/${zoneId ?? zone}/dns_records/${entryId}`, { method: 'DELETE', headers });
}

/** Logs where a record lives: the zone is a default parameter. */
export default function describeEntry(entry: DnsEntry, zone = 'default'): string {
  return `${entry.name} in ${zone}`;
}
