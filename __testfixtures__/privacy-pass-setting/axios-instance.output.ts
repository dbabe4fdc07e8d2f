import axios from 'axios';

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4/',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

export async function setupChallenges(zoneId: string): Promise<void> {
  await cloudflare.patch(`zones/${zoneId}/settings/challenge_ttl`, { value: 1800 });
}

export async function privacyPassOn(zoneId: string): Promise<boolean> {
  // cf-codemod(privacy-pass-setting): the privacy_pass setting can no longer be read (removed 2024-03-31): drop the code that depends on it (kept: its result is read through res)
  const res = await cloudflare.get(`zones/${zoneId}/settings/privacy_pass`);
  return res.data.result.value === 'on';
}
