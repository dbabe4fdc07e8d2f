import { apiUrl, pagedUrl } from './links';

export async function relaxMinify(zone: string, token: string): Promise<void> {}

export async function monitoredScripts(zone: string, page: number): Promise<unknown> {
  const res = await fetch(pagedUrl('/zones/' + zone + '/page_shield/scripts', page).toString());
  return res.json();
}

export async function monitorPolicy(zone: string): Promise<unknown> {
  const res = await fetch(apiUrl(`/zones/${zone}/page_shield`).href);
  return res.json();
}
