// The same members for the rows a mirror answers with: no DNS record request is cast to it.
interface MirrorRow {
  id: string;
  name: string;
  zone_id: string;
  zone_name: string;
}

export async function zoneOf(token: string, zone: string): Promise<string> {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: { name: string } }).result.name;
}

export async function mirrorIdFor(mirror: string, fqdn: string): Promise<string | undefined> {
  const res = await fetch(`${mirror}/rows`);
  const rows = await res.json();
  return (rows as MirrorRow[]).find((r) => r.name === fqdn)?.id;
}

// Written as a record, never read from a response: a look-alike.
export const sample: MirrorRow = { id: '1', name: 'a.example.com', zone_id: 'z', zone_name: 'example.com' };
