import * as env from './env';

export const edge = env.EDGE_API;

export function scriptsOn(zone: string): Promise<Response> {
  const env = { EDGE_API: 'https://edge-cache.example.com' };
  return fetch(`${env.EDGE_API}/zones/${zone}/script_monitor/scripts`);
}
