const CF_API = 'https://api.cloudflare.com/client/v4';

interface BillingProfile {
  first_name: string;
  last_name: string;
  payment_email: string;
}

export async function getBillingProfile(accountId: string, token: string): Promise<BillingProfile> {
  const res = await fetch(`${CF_API}/accounts/${accountId}/billing/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`billing profile: ${res.status}`);
  const body = await res.json();
  return body.result;
}

export async function listInvoices(token: string, page = 1) {
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
