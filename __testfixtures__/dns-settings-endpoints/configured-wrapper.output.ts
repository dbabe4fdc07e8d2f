import { cfRequest } from '../lib/cloudflare';

interface Envelope<T> {
  success: boolean;
  errors: Array<{ code: number; message: string }>;
  result: T;
}

export async function enableMultiProvider(zoneId: string): Promise<void> {
  await cfRequest(`/zones/${zoneId}/dns_settings`, {
    method: 'PATCH',
    body: JSON.stringify({ multi_provider: true }),
  });
}

export async function multiProviderEnabled(zoneId: string): Promise<boolean> {
  const body = (await cfRequest(`/zones/${zoneId}/dns_settings`)) as Envelope<{ multi_provider: boolean }>;
  return body.result.multi_provider;
}
