import { cfRequest } from '../lib/cloudflare';

export async function rotateTunnel(accountId: string, oldId: string, name: string, secret: string) {
  const created = await cfRequest(`/accounts/${accountId}/cfd_tunnel`, {
    method: 'POST',
    body: { name, tunnel_secret: secret },
  });
  await cfRequest(`/accounts/${accountId}/cfd_tunnel/${oldId}`, { method: 'DELETE' });
  return created.result.id;
}
