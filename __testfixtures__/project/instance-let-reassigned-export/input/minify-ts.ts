import { http } from './client-ts';

export async function stopMinify(zoneId: string): Promise<void> {
  await http.patch(`/zones/${zoneId}/settings/minify`, { value: { css: 'off', html: 'off', js: 'off' } });
}
