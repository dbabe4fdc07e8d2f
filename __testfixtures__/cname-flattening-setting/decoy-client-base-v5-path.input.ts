import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/' });

export async function flatteningOff(zone: string): Promise<void> {
  await cf.patch(`/v5/zones/${zone}/settings/cname_flattening`, { value: 'off' });
}
