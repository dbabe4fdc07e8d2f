import { zoneUrl } from './routes';
import * as routes from './routes';

export const real = (zone: string): URL => zoneUrl(`/zones/${zone}`);
export const realNs = (zone: string): URL => routes.zoneUrl(`/zones/${zone}`);

type UrlMaker = (suffix: string) => URL;

// A test harness passes its own URL maker under the same name.
export async function disableMinifyWith(zoneUrl: UrlMaker, zone: string): Promise<void> {
  await fetch(zoneUrl(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export async function sandboxScripts(zone: string): Promise<Response> {
  const zoneUrl: UrlMaker = (suffix) => new URL(suffix, 'https://sandbox.example.dev');
  return fetch(zoneUrl(`/zones/${zone}/script_monitor/scripts`).toString());
}

export async function sandboxMinify(zone: string): Promise<void> {
  const routes = { zoneUrl: (suffix: string): URL => new URL(suffix, 'https://sandbox.example.dev') };
  await fetch(routes.zoneUrl(`/zones/${zone}/settings/minify`).href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}

export function scriptsLater(zone: string): Promise<Response> {
  const routes = { zoneUrl: (suffix: string): URL => new URL(suffix, 'https://sandbox.example.dev') };
  return fetch(String(routes.zoneUrl(`/zones/${zone}/script_monitor`)));
}
