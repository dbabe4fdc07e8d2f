import { cfGet, cfRequest } from '../lib/cloudflare';

export async function createTunnel(accountId: string, name: string, secret: string) {
  return cfRequest({ path: `/accounts/${accountId}/tunnels`, method: 'POST', body: { name, tunnel_secret: secret } });
}

export async function tunnelDetails(accountId: string, id: string) {
  return cfGet(['accounts', accountId, 'tunnels', id]);
}

export async function listTunnels(accountId: string) {
  return cfGet(['accounts', accountId, 'tunnels']);
}
