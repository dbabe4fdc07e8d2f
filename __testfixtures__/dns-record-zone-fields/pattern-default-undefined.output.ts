const CF = 'https://api.cloudflare.com/client/v4';

export async function owner(zone: string, recordId: string, token: string) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
  const rec = (await res.json()).result;
  // Handed undefined once: the default holds there too, so r is always the record.
  function zoneOf(r = rec) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    const { zone_id } = r;
    return zone_id;
  }
  return zoneOf(undefined) ?? zoneOf();
}
