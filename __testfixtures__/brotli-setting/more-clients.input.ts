import { ofetch } from 'ofetch';
import crossFetch from 'cross-fetch';

const CF = 'https://api.cloudflare.com/client/v4';
const cf = ofetch.create({ baseURL: CF, headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` } });

export async function compress(zone: string): Promise<void> {
  await ofetch(`/zones/${zone}/settings/brotli`, { baseURL: CF, method: 'PATCH', body: { value: 'on' } });
  await $fetch(`/zones/${zone}/settings/brotli`, { baseURL: CF, method: 'PATCH', body: { value: 'on' } });
  await cf(`/zones/${zone}/settings/brotli`, { method: 'PATCH', body: { value: 'on' } });
  await crossFetch(`${CF}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await cf(`/zones/${zone}/settings/early_hints`, { method: 'PATCH', body: { value: 'on' } });
}
