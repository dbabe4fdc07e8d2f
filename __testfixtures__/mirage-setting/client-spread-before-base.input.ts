// Typed: options spread before the API base, and a spread after it that writes no base: the calls
// still reach Cloudflare.
import axios, { AxiosInstance, CreateAxiosDefaults } from 'axios';

const ROOT = 'https://api.cloudflare.com/client/v4';
const slow: boolean = process.env.SLOW === '1';

function clientWith(options: CreateAxiosDefaults): AxiosInstance {
  return axios.create({ ...options, baseURL: ROOT });
}

const tuned: AxiosInstance = axios.create({ baseURL: ROOT, ...(slow ? { timeout: 30000 } : { timeout: 5000 }) });

export async function quiet(zone: string, options: CreateAxiosDefaults): Promise<unknown> {
  await clientWith(options).patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
  await tuned.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
  return tuned.get(`/zones/${zone}`);
}
