const CF = 'https://api.cloudflare.com/client/v4';

export async function label(zone: string, recordId: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result: rec } = await res.json();
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  function line({ zone_name, name } = rec) {
    return `${name} (${zone_name})`;
  }
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const owner = ({ zone_id } = rec) => zone_id;
  return [line(), owner()].join(' ');
}
