import { zoneUrl } from './routes';

export async function monitored(zone: string): Promise<Response> {
  const target = zoneUrl(`/zones/${zone}/script_monitor/scripts`);
  return fetch(target);
}
