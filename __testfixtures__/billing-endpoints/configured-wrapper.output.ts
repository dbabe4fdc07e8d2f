import { cfApi } from '../lib/cloudflare';

export async function loadBillingPage() {
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  const [profile, history] = await Promise.all([
    cfApi('/user/billing/profile'),
    cfApi('/user/billing/history?order=occurred_at&direction=desc'),
  ]);
  return { profile, history };
}
