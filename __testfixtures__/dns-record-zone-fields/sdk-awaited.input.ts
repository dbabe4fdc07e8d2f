import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function rename(zoneId: string, recordId: string, name: string) {
  const { id, zone_name: zoneName } = await cf.dns.records.edit(recordId, { zone_id: zoneId, name });
  console.info(`renamed ${id} in ${zoneName}`);
  return (await cf.dns.records.get(recordId, { zone_id: zoneId })).zone_id;
}
