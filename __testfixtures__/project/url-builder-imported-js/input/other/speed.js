import { endpoint } from './endpoints.js';

export async function dropMinify(zone) {
  await fetch(endpoint(`/zones/${zone}/settings/minify`), { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
  await fetch(endpoint(`/zones/${zone}/script_monitor`).toString());
}
