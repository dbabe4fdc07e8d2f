import { send } from '../api/send';

// Absolute URLs on another host: the wrapper fetches them as they are.
export async function mirrorMinify(zone: string) {
  await send(`https://mirror.example.net/zones/${zone}/settings/minify`, 'PATCH', { value: { css: 'off' } });
}

export async function mirrorRetype(zone: string, id: string, kind: string) {
  return send('https://mirror.example.net/zones/' + zone + '/dns_records/' + id, 'PUT', { type: kind, name: 'www', content: '192.0.2.1' });
}
