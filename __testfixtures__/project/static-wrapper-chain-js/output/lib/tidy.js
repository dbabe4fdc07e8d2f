import { cf } from './cf.js';
import { edge } from './edge.js';

export async function tidy(zone) {
  await edge('/zones/' + zone + '/settings/minify', { method: 'PATCH', body: '{}' });
  return Promise.all([cf(`/zones/${zone}/page_shield`), edge(`/zones/${zone}/script_monitor`)]);
}
