import { listRecords, recordById } from '../cf/records';

/** One line per record: whether it is locked. */
export async function lockReport(zone: string): Promise<string[]> {
  const recs = await listRecords(zone);
  const lines: string[] = [];
  recs.forEach((r) => lines.push(`${r.name} locked=${r.locked ?? false}`));
  return lines;
}

export async function zoneNameOf(zone: string, id: string) {
  const rec = await recordById(zone, id);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return rec.zone_name;
}
