import { cfRequest } from '../lib/cloudflare';

export async function applySpeedSettings(zoneId: string) {
  await cfRequest(`/zones/${zoneId}/settings/polish`, 'PATCH', { value: 'lossless' });
}
