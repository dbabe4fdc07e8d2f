import axios from 'axios';

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
});

export async function getSecondaryOverrides(zoneId: string): Promise<boolean> {
  const { data } = await cloudflare.get(`/zones/${zoneId}/dns_settings`);
  return data.result.secondary_overrides;
}

export async function setSecondaryOverrides(zoneId: string, value: boolean): Promise<void> {
  const res = await cloudflare.patch(`/zones/${zoneId}/dns_settings`, { secondary_overrides: value });
  if (res.status !== 200 || !res.data.success) {
    throw new Error(`secondary_overrides update failed: ${res.data.errors?.[0]?.message}`);
  }
  console.log('secondary overrides now', res.data.result.secondary_overrides);
}
