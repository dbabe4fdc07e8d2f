// Development points the shared client at a local stub before any request: this call never reaches Cloudflare.
import { edge } from './edge';

edge.defaults.baseURL = 'http://127.0.0.1:8787';

export function quietMirage(zone) {
  return edge.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
