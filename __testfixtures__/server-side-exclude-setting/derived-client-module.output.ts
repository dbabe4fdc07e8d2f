// One module-level axios instance for the API, and a per-token one made by axios.create from its
// defaults: the second keeps the first one's base, so the setting read below goes to the API.
import axios, { AxiosInstance } from 'axios';

const shared = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', timeout: 10000 });

function withToken(token: string): AxiosInstance {
  return axios.create({ ...shared.defaults, headers: { Authorization: `Bearer ${token}` } });
}

async function readSetting(token: string, zone: string, name: string): Promise<{ value: string }> {
  const res = await withToken(token).get(`/zones/${zone}/settings/${name}`);
  return res.data.result;
}

export async function excludesOn(token: string, zone: string): Promise<boolean> {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: its result is read through setting)
  const setting = await readSetting(token, zone, 'server_side_exclude');
  return setting.value === 'on';
}
