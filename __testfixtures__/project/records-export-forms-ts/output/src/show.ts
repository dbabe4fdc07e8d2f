// One record at a time, its fields taken apart where the parameter is declared.
// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
export function showRecord({ name, type, zone_id }: { name: string; type: string; zone_id: string }): string {
  return `${name} ${type} (${zone_id})`;
}

export const zoneOf = (rec: any): string => {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const { zone_name } = rec;
  return zone_name;
};
