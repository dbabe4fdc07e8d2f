// Typed: the instances begin on the API base, and the code re-targets their defaults at a local
// double before any request: the calls go to the double, never to Cloudflare.
import axios, { AxiosInstance } from 'axios';

const ROOT = 'https://api.cloudflare.com/client/v4';
const real: AxiosInstance = axios.create({ baseURL: ROOT });
const double: AxiosInstance = axios.create({ ...real.defaults });
double.defaults.baseURL = 'http://localhost:4010';

const pinned: AxiosInstance = axios.create({ baseURL: ROOT });
(pinned.defaults as { baseURL?: string }).baseURL = 'http://localhost:4011';

export async function muteOnDouble(zone: string): Promise<void> {
  await double.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

export async function mutePinned(zone: string): Promise<void> {
  await pinned.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
