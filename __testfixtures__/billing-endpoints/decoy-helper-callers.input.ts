// The same report against a SaaS billing API with the same paths: not a Cloudflare call.
// Nothing here is touched.
const CF_API = 'https://billing.example-saas.com/api';

async function billingProfile(accountId: string): Promise<unknown> {
  const res = await fetch(`${CF_API}/accounts/${accountId}/billing/profile`, {
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
  });
  return res.json();
}

export async function report(accountId: string): Promise<void> {
  const profile = await billingProfile(accountId);
  console.log(JSON.stringify(profile, null, 2));
}

report(process.env.CF_ACCOUNT_ID ?? '');
