const API = 'https://api.cloudflare.com/client/v4';

const headers = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

export async function listTunnels(accountId: string, token: string) {
  const res = await fetch(`${API}/accounts/${accountId}/tunnels?is_deleted=false`, { headers: headers(token) });
  const body = await res.json();
  return body.result;
}

export async function createTunnel(accountId: string, token: string, name: string, secret: string) {
  const res = await fetch(`${API}/accounts/${accountId}/cfd_tunnel`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ name, tunnel_secret: secret }),
  });
  if (!res.ok) throw new Error(`create tunnel failed: ${res.status}`);
  const { result } = await res.json();
  return result.id as string;
}

export async function getTunnel(accountId: string, token: string, tunnelId: string) {
  const res = await fetch(`${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`, { headers: headers(token) });
  return (await res.json()).result;
}

export async function deleteTunnel(accountId: string, token: string, tunnelId: string) {
  await fetch(`${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}/connections`, {
    method: 'DELETE',
    headers: headers(token),
  });
  await fetch(`${API}/accounts/${accountId}/cfd_tunnel/${tunnelId}`, {
    method: 'DELETE',
    headers: headers(token),
  });
}
