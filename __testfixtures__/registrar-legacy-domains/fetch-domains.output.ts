const CF_API = 'https://api.cloudflare.com/client/v4';

interface RegistrarDomain {
  name: string;
  expires_at: string;
  auto_renew: boolean;
}

export async function expiringSoon(accountId: string, token: string): Promise<string[]> {
  // cf-codemod(registrar-legacy-domains): legacy Registrar list ended 2026-09-27: list the account's domains with GET /accounts/:account_id/registrar/registrations
  const res = await fetch(`${CF_API}/accounts/${accountId}/registrar/domains`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = (await res.json()) as { result: RegistrarDomain[] };
  const limit = Date.now() + 30 * 24 * 3600 * 1000;
  return result.filter((d) => Date.parse(d.expires_at) < limit).map((d) => d.name);
}

export async function enableAutoRenew(accountId: string, domain: string, token: string) {
  // cf-codemod(registrar-legacy-domains): legacy Registrar domain update ended 2026-09-27: use the Registrar API (/accounts/:account_id/registrar/registrations)
  await fetch(`${CF_API}/accounts/${accountId}/registrar/domains/${domain}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ auto_renew: true }),
  });
}

export async function zones(token: string) {
  const res = await fetch(`${CF_API}/zones`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json();
}
