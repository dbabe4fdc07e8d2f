import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

// The account DNS settings already, account calls that do not touch nameserver settings, and an app's own accounts API.
export async function nameserverType(accountId: string, token: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/dns_settings`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  return body.result.zone_defaults.nameservers.type;
}

export async function rename(accountId: string, name: string) {
  return client.accounts.update({ account_id: accountId, id: accountId, name, settings: { enforce_twofactor: true } });
}

export async function tenantDefaults(tenant: string) {
  const res = await fetch(`https://billing.example.com/accounts/${tenant}`);
  const { settings } = await res.json();
  return settings.default_nameservers;
}
