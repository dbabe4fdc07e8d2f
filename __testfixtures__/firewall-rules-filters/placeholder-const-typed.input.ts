// Fill in before use.
const ZONE_ID: string = '';
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function rules(token: string): Promise<unknown[]> {
  const res = await fetch(CF_API + '/zones/' + ZONE_ID + '/firewall/rules', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { result: unknown[] }).result;
}
