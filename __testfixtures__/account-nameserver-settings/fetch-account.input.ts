const API = 'https://api.cloudflare.com/client/v4';

interface AccountSettings {
  enforce_twofactor: boolean;
  default_nameservers?: string;
  use_account_custom_ns_by_default?: boolean;
}

export async function usesCustomNameservers(accountId: string, token: string): Promise<boolean> {
  const res = await fetch(`${API}/accounts/${accountId}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { settings: AccountSettings } };
  return body.result.settings.use_account_custom_ns_by_default === true;
}

export async function setDefaults(accountId: string, name: string, token: string) {
  await fetch(`${API}/accounts/${accountId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, settings: { enforce_twofactor: true, default_nameservers: 'cloudflare.standard' } }),
  });
}

export async function twoFactor(accountId: string, token: string) {
  const res = await fetch(`${API}/accounts/${accountId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = await res.json();
  return result.settings.enforce_twofactor;
}
