import { BillingApi } from '../api/other';

interface TunnelStore {
  post(path: string, body: unknown): Promise<unknown>;
}

// Typed with a class of another service, or with an interface: neither is the Cloudflare client.
export function openTunnel(billing: BillingApi, accountId: string) {
  return billing.post(`/accounts/${accountId}/tunnels`, { name: 'x' });
}

export function saveTunnel(store: TunnelStore, accountId: string) {
  return store.post(`/accounts/${accountId}/tunnels`, { name: 'y' });
}
