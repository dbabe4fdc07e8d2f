import { cfApi } from '../lib/cloudflare';

export async function loadBillingPage() {
  const [profile, history] = await Promise.all([
    cfApi('/user/billing/profile'),
    cfApi('/user/billing/history?order=occurred_at&direction=desc'),
  ]);
  return { profile, history };
}
