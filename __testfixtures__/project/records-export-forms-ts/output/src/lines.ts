export function describe(records: any[]): string[] {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return records.map((r) => `${r.name} in ${r.zone_name}`);
}
