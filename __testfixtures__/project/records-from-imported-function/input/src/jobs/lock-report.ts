import { listRecords, recordById } from '../cf/records';

/** One line per record: whether it is locked. */
export async function lockReport(zone: string): Promise<string[]> {
  const recs = await listRecords(zone);
  const lines: string[] = [];
  recs.forEach((r) => lines.push(`${r.name} locked=${r.locked}`));
  return lines;
}

export async function zoneNameOf(zone: string, id: string) {
  const rec = await recordById(zone, id);
  return rec.zone_name;
}
