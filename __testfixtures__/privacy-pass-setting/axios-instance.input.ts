import axios from 'axios';

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4/',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

export async function setupChallenges(zoneId: string): Promise<void> {
  await cloudflare.patch(`zones/${zoneId}/settings/challenge_ttl`, { value: 1800 });
  // let Privacy Pass users skip CAPTCHAs
  await cloudflare.patch(`zones/${zoneId}/settings/privacy_pass`, { value: 'on' });
}

export async function privacyPassOn(zoneId: string): Promise<boolean> {
  const res = await cloudflare.get(`zones/${zoneId}/settings/privacy_pass`);
  return res.data.result.value === 'on';
}
