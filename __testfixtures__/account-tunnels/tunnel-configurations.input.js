const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` };

// Reads and replaces the ingress rules of a remotely-managed tunnel.
export async function getIngress(accountId, tunnelId) {
  const res = await fetch(`${API}/accounts/${accountId}/tunnels/${tunnelId}/configurations`, { headers: auth });
  return (await res.json()).result.config.ingress;
}

export async function putIngress(accountId, tunnelId, ingress) {
  await fetch(`${API}/accounts/${accountId}/tunnels/${tunnelId}/configurations`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ config: { ingress } }),
  });
}

export async function allTunnels(accountId) {
  const res = await fetch(`${API}/accounts/${accountId}/tunnels?is_deleted=false`, { headers: auth });
  return (await res.json()).result;
}
