import { cfRequest } from '../lib/cloudflare';

interface Envelope<T> {
  success: boolean;
  errors: Array<{ code: number; message: string }>;
  result: T;
}

export async function enableMultiProvider(zoneId: string): Promise<void> {
  await cfRequest(`/zones/${zoneId}/dns_settings/use_apex_ns`, {
    method: 'PATCH',
    body: JSON.stringify({ value: true }),
  });
}

export async function multiProviderEnabled(zoneId: string): Promise<boolean> {
  const body = (await cfRequest(`/zones/${zoneId}/dns_settings/use_apex_ns`)) as Envelope<{ value: boolean }>;
  return body.result.value;
}
