import { cf } from './cf.js';
import { edge } from './edge.js';

export async function tidy(zone) {
  await cf('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { html: 'off' } }) });
  await edge('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: '{}' });
  return Promise.all([cf(`/zones/${zone}/script_monitor`), edge(`/zones/${zone}/script_monitor`)]);
}
