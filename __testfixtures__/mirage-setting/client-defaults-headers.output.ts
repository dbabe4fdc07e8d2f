// Typed: only the defaults' headers and timeout change after creation; the base is still the API's.
import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
cf.defaults.headers.common['Authorization'] = `Bearer ${process.env.CF_TOKEN}`;
cf.defaults.timeout = 8000;

export async function quiet(zone: string): Promise<unknown> {
  return cf.get(`/zones/${zone}`);
}
