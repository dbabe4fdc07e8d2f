import { listRecords } from '../cf/records';

/** Rows for the CSV export. */
export async function exportRows(zone) {
  return (await listRecords(zone)).map((r) => [r.name, r.content, r.zone_name, String(r.locked)]);
}
