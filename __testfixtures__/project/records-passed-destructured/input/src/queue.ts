// A job queue's rows (another host): same field names, not DNS records.
export function queueLines(rows: any[]): string[] {
  rows.forEach(({ id, locked }) => console.log(id, locked));
  return rows.map(({ zone_id, zone_name }) => `${zone_id}/${zone_name}`);
}
