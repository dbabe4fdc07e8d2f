// The same helper against a mesh VPN's API: its tunnels are its own.
async function mesh<T>(method: string, path: string, token: string): Promise<T> {
  const apiRoot = 'https://api.mesh-vpn.example/v1';
  let endpoint = `${apiRoot}${path}`;
  const res = await fetch(endpoint, { method, headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

export async function removeTunnel(token: string, accountId: string, tunnelId: string) {
  const path = `/accounts/${accountId}/tunnels/${tunnelId}`;
  await mesh<void>('DELETE', path, token);
}
