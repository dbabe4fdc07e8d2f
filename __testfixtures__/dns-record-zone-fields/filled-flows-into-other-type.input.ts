const CF = 'https://api.cloudflare.com/client/v4';

// The API's record.
export interface ApiEntry {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
  zone_id: string;
}

// The app's row, made from an ApiEntry: its zone_id is filled in below.
export interface EntryRow {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied: boolean;
  zone_id: string;
}

export async function fetchEntries(zone: string, key: string): Promise<ApiEntry[]> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${key}` } });
  return ((await res.json()) as { result: ApiEntry[] }).result;
}

export async function entryRows(zone: string, key: string): Promise<EntryRow[]> {
  // An ApiEntry spread into an EntryRow: both zone_id members must stay alike.
  const rows: EntryRow[] = (await fetchEntries(zone, key)).map((e) => ({ ...e, proxied: false }));
  rows.forEach((row) => {
    row.zone_id = zone;
  });
  return rows;
}

// An ApiEntry handed out where part of an EntryRow is expected.
export function idAndZone(e: ApiEntry): Pick<EntryRow, 'id' | 'zone_id'> {
  return e;
}
