const CF = 'https://api.cloudflare.com/client/v4';

export async function zonesOf(zoneId: string, token: string): Promise<string[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Array<{ id: string; zone_id: string; zone_name: string; meta: { auto_added: boolean } }> };
  const out: string[] = [];
  for (const [index, { zone_name }] of result.entries()) out.push(`${index}:${zone_name}`);
  result.forEach(({ zone_id }: { zone_id: string } = { zone_id: '' }) => out.push(zone_id));
  return out.concat(result.map(({ meta: { auto_added }, zone_name }) => (auto_added ? zone_name : '')));
}
