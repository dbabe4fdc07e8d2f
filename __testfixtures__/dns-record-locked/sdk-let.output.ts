import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function save(zoneId: string, recordId: string | null, content: string) {
  let saved;
  if (recordId) {
    saved = await cf.dns.records.edit(recordId, { zone_id: zoneId, content });
  } else {
    saved = await cf.dns.records.create({ zone_id: zoneId, type: 'AAAA', name: 'api', content, ttl: 1 });
  }
  return { id: saved.id, locked: saved.locked ?? false };
}

export async function status(zoneId: string, recordId: string, touch: boolean) {
  let pending = cf.dns.records.get(recordId, { zone_id: zoneId });
  if (touch) pending = cf.dns.records.edit(recordId, { zone_id: zoneId, comment: 'checked' });
  const frozen: boolean = ((await pending) as { locked: boolean }).locked ?? false;
  return frozen;
}
