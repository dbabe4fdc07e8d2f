import { listRecords } from '../cf/records';

/** Rows for the CSV export. */
export async function exportRows(zone) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return (await listRecords(zone)).map((r) => [r.name, r.content, r.zone_name, String(r.locked ?? false)]);
}
