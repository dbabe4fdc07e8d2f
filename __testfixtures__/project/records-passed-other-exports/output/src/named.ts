// Exported by a list after the declarations, one under another name.
function summarize(records: any[]): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.map((r) => `${r.name}:${r.zone_id}`).join(',');
}

// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
const zoneOf = (record: any): string => record.zone_name;

export { summarize, zoneOf as ownerOf };
