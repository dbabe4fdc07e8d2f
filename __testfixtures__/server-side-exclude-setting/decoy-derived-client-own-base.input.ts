// The per-token instance spreads the API instance's defaults but writes a base of its own after them:
// it sends to another host, and the read of its setting is no Cloudflare call.
import axios, { AxiosInstance } from 'axios';

const shared = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4', timeout: 10000 });

function withToken(token: string): AxiosInstance {
  return axios.create({ ...shared.defaults, headers: { Authorization: `Bearer ${token}` }, baseURL: 'https://settings.example.net' });
}

async function readSetting(token: string, zone: string, name: string): Promise<{ value: string }> {
  const res = await withToken(token).get(`/zones/${zone}/settings/${name}`);
  return res.data.result;
}

export async function excludesOn(token: string, zone: string): Promise<boolean> {
  const setting = await readSetting(token, zone, 'server_side_exclude');
  return setting.value === 'on';
}
