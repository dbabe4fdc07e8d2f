// Monthly report: billingProfile() reads a fixed endpoint with the account id its caller gives.
// That request is the one to report; report() and the scheduled call only call the helper.
const CF_API = 'https://api.cloudflare.com/client/v4';

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
