import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The SRV records are picked out of a page listed without a filter: each keeps its type.
export async function movePort(zoneId: string, port: number) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  const srv = page.result.filter((r) => r.type === 'SRV');
  for (const record of srv) {
    await cf.dns.records.edit(record.id, { zone_id: zoneId, type: 'SRV', data: { port } } as any);
  }
}

// One CNAME found by name and type; its id kept in a const first.
export async function retarget(zoneId: string, name: string, target: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId, name: { exact: name } });
  const alias = page.result.find((r) => r.name === name && r.type === 'CNAME');
  if (!alias) return;
  const aliasId = alias.id;
  await cf.dns.records.update(aliasId, { zone_id: zoneId, type: 'CNAME', name, content: target } as any);
}
