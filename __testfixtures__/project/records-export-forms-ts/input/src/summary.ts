export default function (records: any[]): string {
  return records.map((r) => r.zone_id).join(',');
}
