import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

async function recordsIn(zoneId: string) {
  const page = await client.dns.records.list({ zone_id: zoneId });
  return page.result;
}

// The record is spread into its own update; its type is also read for a message.
export async function moveTo(zoneId: string, fqdn: string, target: string) {
  const records = await recordsIn(zoneId);
  const current = records.find((r) => r.name === fqdn);
  if (current) {
    if (!['A', 'AAAA', 'CNAME'].includes(current.type)) throw new Error(`cannot move a ${current.type} record`);
    return client.dns.records.update(current.id, { zone_id: zoneId, ...current, content: target } as any);
  }
  return undefined;
}
