// Typed: the client starts on the API base, but a name given its defaults object re-targets it at a
// recorded fixture server, and one more is filled by Object.assign: neither request reaches Cloudflare.
import axios, { AxiosInstance, AxiosDefaults } from 'axios';

const ORIGIN = 'https://api.cloudflare.com/client/v4';
const replay: AxiosInstance = axios.create({ baseURL: ORIGIN });
const settings: AxiosDefaults = replay.defaults;
settings.baseURL = 'http://localhost:5050';

const merged: AxiosInstance = axios.create({ baseURL: ORIGIN });
const target = merged.defaults;
Object.assign(target, { baseURL: 'http://localhost:5051' });

export async function replayMirageOff(zone: string): Promise<void> {
  await replay.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}

export async function mergedMirageOff(zone: string): Promise<void> {
  await merged.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
