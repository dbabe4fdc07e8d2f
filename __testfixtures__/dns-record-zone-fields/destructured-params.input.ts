const CF = 'https://api.cloudflare.com/client/v4';

type Row = { id: string; zone: string; host: string };

export async function zoneRows(zoneId: string, token: string): Promise<Row[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records?per_page=200`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const data = await res.json();
  return data.result.map(({ id, zone_id, name }: { id: string; zone_id: string; name: string }) => ({ id, zone: zone_id, host: name }));
}

export async function apexNames(zoneId: string, token: string): Promise<string[]> {
  const res = await fetch(`${CF}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const data = await res.json();
  const apexes: string[] = [];
  for (const { zone_name, name } of data.result) {
    if (name === zone_name) apexes.push(name);
  }
  data.result.forEach(({ zone_id: owner }: { zone_id: string }) => console.log(owner));
  return apexes;
}
