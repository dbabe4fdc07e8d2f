// Typed: a spread after the API base may swap it for a local double's (a condition, a caller's
// options): the host is not known, so the calls stay as written.
import axios, { AxiosInstance, CreateAxiosDefaults } from 'axios';

const ROOT = 'https://api.cloudflare.com/client/v4';
const offline: boolean = process.env.OFFLINE === '1';
const real: AxiosInstance = axios.create({ baseURL: ROOT });
const maybeDouble: AxiosInstance = axios.create({ ...real.defaults, ...(offline ? { baseURL: 'http://localhost:4010' } : {}) });

export function makeClient(extra: CreateAxiosDefaults): AxiosInstance {
  return axios.create({ baseURL: ROOT, ...extra });
}

export async function mute(zone: string): Promise<void> {
  await maybeDouble.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

export async function muteWith(zone: string, extra: CreateAxiosDefaults): Promise<void> {
  await makeClient(extra).patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
