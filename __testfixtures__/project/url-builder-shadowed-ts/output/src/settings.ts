import { zoneUrl } from './routes';
import * as routes from './routes';

export async function disableMinify(zone: string): Promise<void> {}

export async function pageScripts(zone: string): Promise<Response> {
  return fetch(routes.zoneUrl(`/zones/${zone}/page_shield/scripts`).toString());
}
