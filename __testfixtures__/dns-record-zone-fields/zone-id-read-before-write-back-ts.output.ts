import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Typed: one read comes before the write-back, one after a write that may not run: both are the API's field.
export async function repoint(zone: string, address: string, fix: boolean): Promise<void> {
  const page = await cf.dns.records.list({ zone_id: zone });
  for (const rec of page.result) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    console.log('moving', rec.zone_id);
    rec.zone_id = zone;
  }
  for (const other of page.result) {
    if (fix) other.zone_id = zone;
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
    await cf.dns.records.edit(other.id, { zone_id: other.zone_id, content: address });
  }
}
