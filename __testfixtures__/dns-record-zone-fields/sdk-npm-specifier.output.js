// A Deno module takes the v2 SDK through npm's specifier, then edits a listed record by its own zone.
import makeClient from "npm:cloudflare@2.9.1";

const dnsApi = makeClient({ token: Deno.env.get("CF_TOKEN") });

export async function repoint(zoneId, host, address) {
  const page = await dnsApi.dnsRecords.browse(zoneId, { name: host });
  const found = page.result.find((r) => r.name === host);
  if (!found) return null;
  found.content = address;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  return dnsApi.dnsRecords.edit(found.zone_id, found.id, found);
}
