import { vendor } from '../config';

// The VPN provider's tunnels, read from the same settings module.
export async function createTunnel(accountId: string) {
  return fetch(`${vendor.vpn.apiUrl}/accounts/${accountId}/tunnels`, { method: 'POST', body: '{}' });
}
