import { apiLink } from './links.js';
import * as links from './links.js';

export async function minifyOff(zone) {
  await fetch(apiLink(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function watched(zone) {
  return fetch(links.apiLink(`/zones/${zone}/script_monitor/scripts`).href);
}
