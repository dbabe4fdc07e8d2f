import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function rename(zoneId: string, recordId: string, name: string) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const { id, zone_name: zoneName } = await cf.dns.records.edit(recordId, { zone_id: zoneId, name });
  console.info(`renamed ${id} in ${zoneName}`);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return (await cf.dns.records.get(recordId, { zone_id: zoneId })).zone_id;
}
