import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

const settings = { enforce_twofactor: false, use_account_custom_ns_by_default: true };

export async function enableCustomNs(accountId: string, name: string) {
  // cf-codemod(account-nameserver-settings): account settings.use_account_custom_ns_by_default deprecated 2025-03-14: use /accounts/:account_id/dns_settings zone_defaults.nameservers.type
  return client.accounts.update({ account_id: accountId, id: accountId, name, settings });
}

export async function nameserverDefault(accountId: string) {
  // cf-codemod(account-nameserver-settings): account settings.default_nameservers deprecated 2025-03-14: use /accounts/:account_id/dns_settings zone_defaults.nameservers.type
  const account = await client.accounts.get({ account_id: accountId });
  return account.settings?.default_nameservers;
}
