import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function publishService(zoneId: string, zoneName: string, port: number) {
  const SERVICE = '_matrix';
  return client.dns.records.create({
    zone_id: zoneId,
    type: 'SRV',
    data: { service: SERVICE, proto: '_tcp', name: zoneName, priority: 10, weight: 5, port, target: `matrix.${zoneName}` },
    ttl: 3600,
  });
}

export async function replaceRecord(zoneId: string, id: string, record: { type: string; port: number }) {
  return client.dns.records.update(id, {
    zone_id: zoneId,
    type: record.type as any,
    data: { service: '_matrix', proto: '_tcp', name: 'example.org', port: record.port },
  } as any);
}

export async function matrixTargets(zoneId: string): Promise<string[]> {
  const page = await client.dns.records.list({ zone_id: zoneId, type: 'SRV' });
  return page.result.filter((r: any) => r.data.service === '_matrix').map((r: any) => r.data.target);
}
