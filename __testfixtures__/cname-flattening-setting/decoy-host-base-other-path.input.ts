import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com' });

export async function flatteningOff(zone: string): Promise<void> {
  await cf.patch(`/other/v4/zones/${zone}/settings/cname_flattening`, { value: 'off' });
}
