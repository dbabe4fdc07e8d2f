import { tally } from './stats';

const API = 'https://api.cloudflare.com/client/v4';

export async function summary(zone: string, token: string) {
  const res = await fetch(`${API}/zones/${zone}/dns_records`, { headers: { Authorization: `Bearer ${token}` } });
  return tally((await res.json()).result);
}
