import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

/** Hostnames of a zone, as one page of its record list. */
export async function hostnames(zoneId: string): Promise<string[]> {
  const { result } = await cf.dns.records.list({ zone_id: zoneId });
  const out: string[] = [];
  for (const rec of result) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    out.push(`${rec.name} (${rec.zone_name})`);
  }
  return out;
}

export async function zoneIdsOf(zoneId: string) {
  const records = (await cf.dns.records.list({ zone_id: zoneId, type: 'A' })).result;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return records.map((rec) => rec.zone_id);
}

export async function renamed(zoneId: string) {
  const { result: entries } = await cf.dns.records.list({ zone_id: zoneId });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
  return entries.find((e) => e.type === 'MX')?.zone_name;
}

export async function inline(zoneId: string) {
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return (await cf.dns.records.list({ zone_id: zoneId })).result.map((rec) => rec.zone_id);
}
