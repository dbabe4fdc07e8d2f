const API = 'https://api.cloudflare.com/client/v4';

interface Entry {
  id: string;
  zone_id?: string;
}

// The parameter is never written: the formatter's own parameter of that name is another binding.
export async function listFor(zone: string, token: string): Promise<string[]> {
  const describe = (zone: string): string => `listing ${zone}`;
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Entry[] };
  console.info(describe(zone));
  return result.map((entry) => entry.zone_id ?? zone);
}

// A let set where it is declared; the catch names its error the same.
export async function listFirst(token: string, zoneIds: string[]): Promise<string[]> {
  let zoneId = zoneIds[0];
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Entry[] };
  try {
    JSON.parse(res.headers.get('x-note') ?? '{}');
  } catch (zoneId) {
    console.warn(zoneId);
  }
  return result.map((entry) => entry.zone_id || zoneId);
}

// A nested function declares and rewrites a variable of the same name.
export async function listTagged(zone: string, token: string): Promise<string[]> {
  function tag(list: Entry[]): string {
    let zone = 'none';
    zone = list.length > 0 ? 'some' : zone;
    return zone;
  }
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: Entry[] };
  console.info(tag(result));
  return result.map((entry) => entry.zone_id ?? zone);
}
