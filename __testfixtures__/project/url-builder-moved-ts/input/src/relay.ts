import { zoneUrl } from './routes';

function viaRelay(target: URL): void {
  target.host = 'relay.example.io';
}

export async function relayedScripts(zone: string): Promise<Response> {
  const target = zoneUrl(`/zones/${zone}/script_monitor/scripts`);
  target.hostname = 'relay.example.io';
  return fetch(`${target}`);
}

export async function relayedPolicy(zone: string): Promise<Response> {
  const target = zoneUrl(`/zones/${zone}/script_monitor`);
  viaRelay(target);
  return fetch(target.toString());
}

export async function relayedMinify(zone: string): Promise<void> {
  const target = zoneUrl(`/zones/${zone}/settings/minify`);
  target.port = '8080';
  await fetch(target.href, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
}
