const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}` };

function describeAll(records: any[]): string {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return records.map((r) => `${r.name} in ${r.zone_name}`).join('\n');
}

// cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
const ownerOf = (record: any) => record.zone_id;

function keep(r: any, zoneId: string) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return r.zone_id === zoneId ? ownerOf(r) : undefined;
}

export async function show(zoneId: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers });
  const { result } = await res.json();
  return describeAll(result);
}

export async function owner(zoneId: string, id: string) {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records/${id}`, { headers });
  const body = await res.json();
  return keep(body.result, zoneId);
}
