import type { PanelRecord } from '../types';

const API = 'https://api.cloudflare.com/client/v4';

// The listing no longer carries zone_id, so the app puts it back on every record it keeps.
export async function loadRecords(zoneId: string, token: string): Promise<PanelRecord[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result.map((r: PanelRecord) => ({ ...r, zone_id: zoneId }));
}

export function canDelete(record: PanelRecord): boolean {
  return Boolean(record.zone_id && record.id);
}
