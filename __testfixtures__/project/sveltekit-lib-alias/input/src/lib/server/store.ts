export interface StoredRecord {
  id: string;
  host: string;
  zone: string | undefined;
  domain: string | undefined;
}

const rows = new Map<string, StoredRecord>();

// Keeps what the DNS listing returned, one row per record.
export function keepRecords(records: Array<{ id: string; name: string; zone_id: string; zone_name: string }>) {
  for (const r of records) {
    rows.set(r.id, { id: r.id, host: r.name, zone: r.zone_id, domain: r.zone_name });
  }
}

// Called with the app's own rows only: they carry zone_id as the app stored it.
export function describeRows(list: Array<{ id: string; zone_id: string }>) {
  return list.map((row) => `${row.id}@${row.zone_id}`).join(', ');
}
