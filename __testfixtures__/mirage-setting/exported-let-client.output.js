// A module exports the clients it makes with `let`: an importer cannot reassign an imported binding,
// so each still holds the API client the module gives it, and the Mirage calls through them go.
import axios from 'axios';

export let edge = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
let shared = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
export { shared };

export async function quiet(zoneId) {
  return edge.get(`/zones/${zoneId}`);
}
