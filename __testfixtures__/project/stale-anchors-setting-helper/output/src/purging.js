// This helper's other request stays (a cache purge): a call through it does more than the setting,
// so minify-setting keeps it and says why.
const CF_API = 'https://api.cloudflare.com/client/v4';

async function patchAndPurge(zone, id, value) {
  await fetch(`${CF_API}/zones/${zone}/settings/${id}`, { method: 'PATCH', body: JSON.stringify({ value }) });
  await fetch(`${CF_API}/zones/${zone}/purge_cache`, { method: 'POST', body: JSON.stringify({ purge_everything: true }) });
}

export async function refresh(zone) {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: patchAndPurge() sends other requests too)
  await patchAndPurge(zone, 'minify', { css: 'off', html: 'off', js: 'off' });
}
