const CF = 'https://api.cloudflare.com/client/v4';

export async function zonesOf(zoneId: string, token: string): Promise<string[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; zone_id: string; zone_name: string; meta: { auto_added: boolean } }> };
  const out: string[] = [];
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  for (const [index, { zone_name }] of result.entries()) out.push(`${index}:${zone_name}`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  result.forEach(({ zone_id }: { zone_id: string } = { zone_id: '' }) => out.push(zone_id));
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return out.concat(result.map(({ meta: { auto_added }, zone_name }) => (auto_added ? zone_name : '')));
}
