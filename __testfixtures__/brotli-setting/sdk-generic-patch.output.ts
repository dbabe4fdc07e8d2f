import Cloudflare from 'cloudflare';

export interface Provision {
  getClient: () => Cloudflare;
  zoneId: string;
}

export async function compressAll({ getClient, zoneId }: Provision) {
  await getClient().patch(`/zones/${zoneId}/settings/early_hints`, { body: { value: 'on' } });
}

export async function brotliEnabled(p: Provision): Promise<boolean> {
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through res)
  const res: any = await p.getClient().get(`/zones/${p.zoneId}/settings/brotli`);
  return res.result.value === 'on';
}
