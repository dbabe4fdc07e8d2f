const API = 'https://api.cloudflare.com/client/v4';

interface Zone {
  id: string;
  name: string;
  zone_id: string;
}

interface Mapping {
  type: string;
  name: string;
  content: string;
  zone_id: string;
}

export async function zoneOf(name: string, token: string) {
  const res = await fetch(`${API}/zones?name=${name}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  const z: Zone = body.result[0];
  return z.zone_id;
}

export function mapping(m: Mapping) {
  return m.zone_id;
}
