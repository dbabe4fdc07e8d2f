// The client strips the tunnels segment its callers write and puts it back after the account.
const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT: string = process.env.CF_ACCOUNT_ID ?? '';

export async function cf<T>(endpoint: string, init?: RequestInit): Promise<T> {
  const path = endpoint.replace('/tunnels', '');
  const res = await fetch(`${API}/accounts/${ACCOUNT}/tunnels${path}`, init);
  return (await res.json()).result as T;
}

export function tunnelById(id: string) {
  return cf<{ id: string }>('/tunnels/' + id);
}

export function removeConnections(id: string) {
  return cf<void>(`/tunnels/${id}/connections`, { method: 'DELETE' });
}
