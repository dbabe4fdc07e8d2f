import { CF_ROOT } from './settings';

export const root = CF_ROOT;

export async function stopMinifyAt(CF_ROOT, zone) {
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
  await fetch(`${CF_ROOT}/zones/${zone}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
