import { apiUrl, pagedUrl } from './links';

export async function relaxMinify(zone: string, token: string): Promise<void> {
  await fetch(apiUrl(`/zones/${zone}/settings/minify`), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: { css: 'off', html: 'off', js: 'off' } }),
  });
}

export async function monitoredScripts(zone: string, page: number): Promise<unknown> {
  const res = await fetch(pagedUrl('/zones/' + zone + '/script_monitor/scripts', page).toString());
  return res.json();
}

export async function monitorPolicy(zone: string): Promise<unknown> {
  const res = await fetch(apiUrl(`/zones/${zone}/script_monitor`).href);
  return res.json();
}
