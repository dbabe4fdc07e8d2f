import Cloudflare from 'cloudflare';

export interface Provision {
  getClient: () => Cloudflare;
  zoneId: string;
}

export async function compressAll({ getClient, zoneId }: Provision) {
  await getClient().patch(`/zones/${zoneId}/settings/brotli`, { body: { value: 'on' } });
  await getClient().patch(`/zones/${zoneId}/settings/early_hints`, { body: { value: 'on' } });
}

export async function brotliEnabled(p: Provision): Promise<boolean> {
  const res: any = await p.getClient().get(`/zones/${p.zoneId}/settings/brotli`);
  return res.result.value === 'on';
}
