import * as endpoints from './endpoints.js';
import { plain } from './endpoints.js';

export async function dropMinify(zone, headers) {}

export async function scripts(zone, headers) {
  const res = await fetch(String(endpoints.endpoint('/zones/' + zone + '/page_shield/scripts')), { headers });
  return res.json();
}

export async function policy(zone, headers) {
  const res = await fetch(plain(`/zones/${zone}/page_shield`), { headers });
  return res.json();
}
