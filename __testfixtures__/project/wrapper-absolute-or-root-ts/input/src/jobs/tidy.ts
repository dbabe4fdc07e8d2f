import { send } from '../api/send';

export async function stopMinifying(zone: string) {
  await send(`/zones/${zone}/settings/minify`, 'PATCH', { value: { css: 'off', html: 'off', js: 'off' } });
  return zone;
}

export async function retype(zone: string, id: string, kind: string) {
  return send(`/zones/${zone}/dns_records/${id}`, 'PUT', { type: kind, name: 'www', content: '192.0.2.1' });
}
