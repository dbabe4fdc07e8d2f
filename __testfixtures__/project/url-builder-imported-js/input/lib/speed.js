import * as endpoints from './endpoints.js';
import { plain } from './endpoints.js';

export async function dropMinify(zone, headers) {
  await fetch(endpoints.endpoint(`/zones/${zone}/settings/minify`), { method: 'PATCH', headers, body: JSON.stringify({ value: { js: 'off' } }) });
}

export async function scripts(zone, headers) {
  const res = await fetch(String(endpoints.endpoint('/zones/' + zone + '/script_monitor/scripts')), { headers });
  return res.json();
}

export async function policy(zone, headers) {
  const res = await fetch(plain(`/zones/${zone}/script_monitor`), { headers });
  return res.json();
}
