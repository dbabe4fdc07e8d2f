import { config } from '../config';

export async function createTunnel(accountId: string, name: string) {
  const res = await fetch(`${config.cloudflare.apiUrl}/accounts/${accountId}/cfd_tunnel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${config.cloudflare.token}` },
    body: JSON.stringify({ name, config_src: 'cloudflare' }),
  });
  return res.json();
}
