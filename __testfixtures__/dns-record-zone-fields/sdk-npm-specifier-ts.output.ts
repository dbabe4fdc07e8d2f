// Deno modules take the SDK through npm's specifier, with or without a version range.
import Cloudflare from 'npm:cloudflare@^4';
import * as CF from "npm:cloudflare";

const client = new Cloudflare({ apiToken: Deno.env.get('CF_TOKEN') });
const other = new CF.Cloudflare({ apiToken: Deno.env.get('CF_TOKEN') });

export async function names(zoneId: string) {
  const out: string[] = [];
  for await (const record of client.dns.records.list({ zone_id: zoneId })) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_name: read the zone's name from GET /zones/:zone_id (result.name), or keep the name you looked the zone up by
    out.push(`${record.name}.${record.zone_name}`);
  }
  const one: any = await other.dns.records.get('6b1f0c2d9e8a4b7c8d3e2f1a0b9c8d7e', { zone_id: zoneId });
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
  return { out, zone: one.zone_id };
}
