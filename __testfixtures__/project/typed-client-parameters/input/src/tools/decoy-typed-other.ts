import { BillingApi } from '../api/other';

interface TunnelStore {
  post(path: string, body: unknown): Promise<unknown>;
}

// Typed with a class of another service (its host says so): not the Cloudflare client. An interface says
// nothing about the host: in this project, anchored on Cloudflare, its spelled-out path is reported, never rewritten.
export function openTunnel(billing: BillingApi, accountId: string) {
  return billing.post(`/accounts/${accountId}/tunnels`, { name: 'x' });
}

export function saveTunnel(store: TunnelStore, accountId: string) {
  return store.post(`/accounts/${accountId}/tunnels`, { name: 'y' });
}
