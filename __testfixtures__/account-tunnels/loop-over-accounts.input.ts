const API = 'https://api.cloudflare.com/client/v4';

export async function provision(accountIds: string[], token: string): Promise<string[]> {
  const ids: string[] = [];
  for (const accountId of accountIds) {
    const res = await fetch(`${API}/accounts/${accountId}/tunnels`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `edge-${accountId}`, config_src: 'cloudflare' }),
    });
    ids.push((await res.json()).result.id);
  }
  return ids;
}

export async function teardown(accountId: string, tunnelIds: string[], token: string): Promise<void> {
  for (let tunnelId of tunnelIds) await fetch(`${API}/accounts/${accountId}/tunnels/${tunnelId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}
