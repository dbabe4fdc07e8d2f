import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function serviceNames(zoneId: string): Promise<string[]> {
  const { result } = await cf.dns.records.list({ zone_id: zoneId, type: 'SRV' });
  return result.filter((r: any) => r.type === 'SRV').map((r: any) => `${r.data.service}.${r.data.proto}`);
}
