const CF_API = 'https://api.cloudflare.com/client/v4';

interface BillingProfile {
  first_name: string;
  last_name: string;
  payment_email: string;
}

export async function getBillingProfile(accountId: string, token: string): Promise<BillingProfile> {
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  const res = await fetch(`${CF_API}/accounts/${accountId}/billing/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`billing profile: ${res.status}`);
  const body = await res.json();
  return body.result;
}

export async function listInvoices(token: string, page = 1) {
  // cf-codemod(billing-endpoints): billing API removed 2023-06-06, no replacement: delete this call and what uses its result
  const res = await fetch(CF_API + '/user/billing/history?per_page=50&page=' + page, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { result } = await res.json();
  return result.map((item: { id: string; amount: number }) => ({ id: item.id, amount: item.amount }));
}

export async function listZones(token: string) {
  const res = await fetch(`${CF_API}/zones?per_page=50`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).result;
}
