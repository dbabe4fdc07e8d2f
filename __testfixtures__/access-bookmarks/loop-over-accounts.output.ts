const API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` };

export async function cleanup(accountId: string, bookmarkIds: string[]): Promise<void> {
  for (const bookmarkId of bookmarkIds) {
    await fetch(`${API}/accounts/${accountId}/access/apps/${bookmarkId}`, { method: 'DELETE', headers: auth });
  }
}

export async function addEverywhere(accountIds: string[], domain: string): Promise<void> {
  for (let accountId of accountIds)
    await fetch(`${API}/accounts/${accountId}/access/apps`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'bookmark', name: 'Wiki', domain, app_launcher_visible: true }),
    });
}
