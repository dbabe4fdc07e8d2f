import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function names(zoneId: string) {
  const out: string[] = [];
  for await (const record of client.dns.records.list({ zone_id: zoneId })) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    out.push(`${record.name}.${record.zone_name}`);
  }
  const one: any = await client.dns.records.get('0d3e3bc0a2d54f31a6c3f6b17d1a7c50', { zone_id: zoneId });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return { out, zone: one.zone_id };
}
