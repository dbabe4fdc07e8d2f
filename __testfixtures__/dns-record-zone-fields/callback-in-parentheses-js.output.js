// The callbacks handed to `map` and `forEach` are written in parentheses (a JSDoc cast needs them):
// the same functions, handed each record of the list.
const API = 'https://api.cloudflare.com/client/v4';

export async function owners(zone, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const ids = result.map(/** @type {(entry: object) => string} */ ((entry) => entry.zone_id));
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  result.forEach(((entry) => console.log(entry.zone_name)));
  return ids;
}
