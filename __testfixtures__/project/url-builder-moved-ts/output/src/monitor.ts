import { zoneUrl } from './routes';

export async function monitored(zone: string): Promise<Response> {
  const target = zoneUrl(`/zones/${zone}/page_shield/scripts`);
  return fetch(target);
}
