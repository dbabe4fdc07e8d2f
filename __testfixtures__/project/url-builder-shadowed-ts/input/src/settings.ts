import { zoneUrl } from './routes';
import * as routes from './routes';

export async function disableMinify(zone: string): Promise<void> {
  await fetch(zoneUrl(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function pageScripts(zone: string): Promise<Response> {
  return fetch(routes.zoneUrl(`/zones/${zone}/script_monitor/scripts`).toString());
}
