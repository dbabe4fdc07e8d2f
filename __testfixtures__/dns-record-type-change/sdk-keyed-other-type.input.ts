import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Looked up under the name's A record, sent an AAAA body.
export async function moveToIpv6(zoneId: string, names: string[], ip: string) {
  const ids = new Map<string, string>();
  for await (const record of cf.dns.records.list({ zone_id: zoneId })) ids.set(`${record.name}|${record.type}`, record.id);
  for (const name of names) {
    const id = ids.get(`${name}|A`);
    if (id) await cf.dns.records.update(id, { zone_id: zoneId, type: 'AAAA', name, content: ip } as any);
  }
}

// The key is made of the name alone: the record kept may have any type.
export async function pointAt(zoneId: string, name: string, ip: string) {
  const byName = new Map<string, string>();
  for await (const record of cf.dns.records.list({ zone_id: zoneId })) byName.set(`${record.name}`, record.id);
  const id = byName.get(`${name}`);
  if (id) await cf.dns.records.update(id, { zone_id: zoneId, type: 'A', name, content: ip } as any);
}
