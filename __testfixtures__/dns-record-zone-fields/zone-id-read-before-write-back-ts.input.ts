import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Typed: one read comes before the write-back, one after a write that may not run: both are the API's field.
export async function repoint(zone: string, address: string, fix: boolean): Promise<void> {
  const page = await cf.dns.records.list({ zone_id: zone });
  for (const rec of page.result) {
    console.log('moving', rec.zone_id);
    rec.zone_id = zone;
  }
  for (const other of page.result) {
    if (fix) other.zone_id = zone;
    await cf.dns.records.edit(other.id, { zone_id: other.zone_id, content: address });
  }
}
