// The callback handed to `map` is written under a type: cast with `as`, with an angle-bracket assertion,
// or checked with `satisfies`. It is the same function, handed each record of the list.
const API = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
  zone_id: string;
  zone_name: string;
}

type Pick = (entry: DnsEntry) => string;

export async function owners(zone: string, token: string) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: DnsEntry[] };
  const ids = result.map(((entry) => entry.zone_id) as Pick);
  const names = result.map(<Pick>((entry) => entry.zone_name));
  const checked = result.filter(((entry) => entry.zone_id !== zone) satisfies (entry: DnsEntry) => boolean);
  return { ids, names, checked };
}
