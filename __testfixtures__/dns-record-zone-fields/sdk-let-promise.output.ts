import Cloudflare from 'cloudflare';

interface Published {
  id: string;
  zone_name: string;
}

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function publish(zoneId: string, existingId: string | undefined, content: string) {
  const body = { zone_id: zoneId, type: 'A' as const, name: 'home', content, ttl: 300 };
  let request;
  if (existingId) {
    request = cf.dns.records.update(existingId, body);
  } else {
    request = cf.dns.records.create(body);
  }
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  const { zone_name } = (await request) as unknown as Published;
  console.log(`home.${zone_name} now points at ${content}`);
}

export async function refresh(zoneId: string, recordId: string, shorten: boolean) {
  let pending = cf.dns.records.get(recordId, { zone_id: zoneId });
  if (shorten) pending = cf.dns.records.edit(recordId, { zone_id: zoneId, ttl: 60 });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  const zone = (await pending)!.zone_id;
  const copy = ((await pending) satisfies object) as { zone_name?: string };
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return [zone, copy.zone_name];
}
