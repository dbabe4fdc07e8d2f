import { cfRequest, cfCall } from '../lib/cloudflare';

export async function createTunnel(accountId: string, name: string, secret: string) {
  return cfRequest(`/accounts/${accountId}/tunnels`, { method: 'POST', body: JSON.stringify({ name, tunnel_secret: secret }) });
}

export async function dropTunnel(accountId: string, id: string) {
  return cfCall('DELETE', `/accounts/${accountId}/tunnels/${id}`);
}
