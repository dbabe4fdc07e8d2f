import { zoneUrl } from './routes';

function viaRelay(target: URL): void {
  target.host = 'relay.example.io';
}

export async function relayedScripts(zone: string): Promise<Response> {
  // cf-codemod(page-shield-route): /zones/:zone_id/script_monitor is written here, but its request is not traced to a Cloudflare client: /zones/:zone_id/page_shield/...
  const target = zoneUrl(`/zones/${zone}/script_monitor/scripts`);
  target.hostname = 'relay.example.io';
  return fetch(`${target}`);
}

export async function relayedPolicy(zone: string): Promise<Response> {
  // cf-codemod(page-shield-route): /zones/:zone_id/script_monitor is written here, but its request is not traced to a Cloudflare client: /zones/:zone_id/page_shield/...
  const target = zoneUrl(`/zones/${zone}/script_monitor`);
  viaRelay(target);
  return fetch(target.toString());
}

export async function relayedMinify(zone: string): Promise<void> {
  // cf-codemod(minify-setting): /zones/:zone_id/settings/minify is written here, but its request is not traced to a Cloudflare client: none: the feature is gone (minify assets in your build instead)
  const target = zoneUrl(`/zones/${zone}/settings/minify`);
  target.port = '8080';
  await fetch(target.href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
