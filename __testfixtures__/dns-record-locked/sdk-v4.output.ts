import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function setIp(zoneId: string, recordId: string, name: string, ip: string) {
  return client.dns.records.edit(recordId, {
    zone_id: zoneId,
    type: 'A',
    name,
    content: ip,
  } as any);
}

export async function inventory(zoneId: string) {
  const rows: Array<{ name: string; locked: boolean }> = [];
  for await (const record of client.dns.records.list({ zone_id: zoneId })) {
    rows.push({ name: record.name, locked: (record as any).locked ?? false });
  }
  const one = await client.dns.records.get('372e67954025e0ba6aaa6d586b9e0b59', { zone_id: zoneId });
  const isLocked: boolean = (one as any).locked ?? false;
  return { rows, isLocked };
}
