import * as env from './env';

export function scripts(zone: string): Promise<Response> {
  return fetch(`${env.EDGE_API}/zones/${zone}/page_shield/scripts`);
}
