// Lines about the DNS records the fetching module hands over.
export function summarize(records: any[]): string[] {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const lines = records.map(({ name, zone_name }) => `${name} in ${zone_name}`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  for (const { id, zone_id } of records) lines.push(`${id}@${zone_id}`);
  return lines;
}

export function lockStates(records: any[]): void {
  records.forEach(({ name, locked = false }) => console.log(name, locked));
}
