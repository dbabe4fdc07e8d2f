import { cfRequest } from '../lib/cloudflare';

export async function applySpeedSettings(zoneId: string) {
  await cfRequest(`/zones/${zoneId}/settings/minify`, 'PATCH', { value: { css: 'on', html: 'off', js: 'on' } });
  await cfRequest(`/zones/${zoneId}/settings/polish`, 'PATCH', { value: 'lossless' });
}
