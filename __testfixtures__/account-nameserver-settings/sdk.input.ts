import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const settings = { enforce_twofactor: false, use_account_custom_ns_by_default: true };

export async function enableCustomNs(accountId: string, name: string) {
  return client.accounts.update({ account_id: accountId, id: accountId, name, settings });
}

export async function nameserverDefault(accountId: string) {
  const account = await client.accounts.get({ account_id: accountId });
  return account.settings?.default_nameservers;
}
