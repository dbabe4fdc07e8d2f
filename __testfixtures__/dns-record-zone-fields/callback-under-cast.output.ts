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
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const ids = result.map(((entry) => entry.zone_id) as Pick);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const names = result.map(<Pick>((entry) => entry.zone_name));
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const checked = result.filter(((entry) => entry.zone_id !== zone) satisfies (entry: DnsEntry) => boolean);
  return { ids, names, checked };
}
