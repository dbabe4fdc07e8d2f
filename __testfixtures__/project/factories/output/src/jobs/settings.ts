import { createCloudflareApi, openCloudflareApi } from '../lib/client';

export async function tuneZone(token: string, zone: string): Promise<void> {
  const api = createCloudflareApi(token);
  await api.patch(`/zones/${zone}/settings/http3`, { value: 'on' });
}

export async function tuneLater(token: string, zone: string): Promise<void> {
  const api = await openCloudflareApi(token);
}
