import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function accountBilling(accountId: string) {
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  const profile = await client.billing.profiles.get({ account_id: accountId });
  return profile;
}

export async function* invoices() {
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  for await (const item of client.user.billing.history.list({ per_page: 25 })) {
    yield item;
  }
}

export async function me() {
  const user = await client.user.get();
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  const billing = await client.user.billing.profile.get();
  return { user, billing };
}
