// Packages whose names only start or end like the SDK's, through npm's specifier.
import makeClient from "npm:cloudflare-foo@1.0.0";
import { Cloudflare } from "npm:@other/cloudflare";

const dnsApi = makeClient({ token: Deno.env.get("CF_TOKEN") });
const other = new Cloudflare({ apiToken: Deno.env.get("CF_TOKEN") });

export async function repoint(zoneId, host, address) {
  const page = await dnsApi.dnsRecords.browse(zoneId, { name: host });
  const found = page.result.find((r) => r.name === host);
  if (!found) return null;
  found.content = address;
  await other.dns.records.get(found.id, { zone_id: zoneId });
  return dnsApi.dnsRecords.edit(found.zone_id, found.id, found);
}
