// Development points the shared client at a local stub before any request: this call never reaches Cloudflare.
import { edge } from './edge';

edge.defaults.baseURL = 'http://127.0.0.1:8787';

export function quietMirage(zone) {
  // cf-codemod(mirage-setting): /zones/:zone_id/settings/mirage is written here, but its request is not traced to a Cloudflare client: none: the feature is gone
  return edge.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
