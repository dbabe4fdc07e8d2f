const API = 'https://api.cloudflare.com/client/v4';

export async function dropTunnel(token: string, accountId: string, tunnelId: string): Promise<boolean> {
  let tunnelUrl = `${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`;
  const res = await fetch(tunnelUrl, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  return res.ok;
}
