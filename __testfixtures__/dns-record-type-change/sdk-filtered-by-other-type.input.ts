import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// Listed as A records, each sent back as a CNAME: a type change in place.
export async function aliasAll(zoneId: string, target: string) {
  for await (const record of cf.dns.records.list({ zone_id: zoneId, type: 'A' })) {
    await cf.dns.records.update(record.id, { zone_id: zoneId, type: 'CNAME', name: record.name, content: target } as any);
  }
}

// Picked out as TXT records, edited with type SPF.
export async function toSpf(zoneId: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  const txt = page.result.filter((r) => r.type === 'TXT');
  for (const record of txt) {
    await cf.dns.records.edit(record.id, { zone_id: zoneId, type: 'SPF' } as any);
  }
}
