import axios from 'axios';

const cloudflare = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

interface PoolFlags {
  label: string;
  servers: { name: string; address: string }[];
  alertTo?: string;
  healthCheck?: string;
}

// The pool body gains its optional fields one at a time before it is posted.
export async function addPool(account: string, flags: PoolFlags) {
  const payload: Record<string, unknown> = { name: flags.label, origins: flags.servers };
  if (flags.healthCheck) payload.monitor = flags.healthCheck;
  if (flags.alertTo) payload.notification_email = flags.alertTo;
  const { data } = await cloudflare.post(`/accounts/${account}/load_balancers/pools`, payload);
  return data.result.id as string;
}
