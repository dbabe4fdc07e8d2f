// The same client shape for a tunnel service of our own: another host, nothing to move.
const API = 'https://tunnels.internal.example.com/v1';
const ACCOUNT: string = process.env.ACCOUNT ?? '';

export async function cf<T>(endpoint: string, init?: RequestInit): Promise<T> {
  const path = endpoint.replace('/tunnels', '');
  const res = await fetch(`${API}/accounts/${ACCOUNT}/tunnels${path}`, init);
  return (await res.json()) as T;
}

export function tunnelById(id: string) {
  return cf<{ id: string }>('/tunnels/' + id);
}

export function removeConnections(id: string) {
  return cf<void>(`/tunnels/${id}/connections`, { method: 'DELETE' });
}
