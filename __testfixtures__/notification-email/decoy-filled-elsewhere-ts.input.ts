import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const billing = axios.create({ baseURL: 'https://billing.example.net/v2' });

// Another service's request body, same field name, filled after creation.
export async function subscribe(account: string, address: string) {
  const request: { plan: string; notification_email?: string } = { plan: 'pro' };
  request.notification_email = address;
  return billing.post(`/accounts/${account}/load_balancers/pools`, request);
}

// A pool GET: the filled object is only a query, never a pool body.
export async function listPools(account: string, address: string) {
  const params: Record<string, string> = {};
  params.notification_email = address;
  return cf.get(`/accounts/${account}/load_balancers/pools`, { params });
}
