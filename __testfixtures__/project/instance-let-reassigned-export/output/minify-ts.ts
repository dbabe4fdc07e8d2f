import { http } from './client-ts';

export async function stopMinify(zoneId: string): Promise<void> {
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
  await http.patch(`/zones/${zoneId}/settings/minify`, { value: { css: 'off', html: 'off', js: 'off' } });
}
