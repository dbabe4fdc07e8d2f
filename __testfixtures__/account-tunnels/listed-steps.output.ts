// Retiring a tunnel: its steps are listed with their method, then sent one after the other.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface Step {
  method: 'GET' | 'DELETE';
  path: string;
}

export async function retire(accountId: string, tunnelId: string, token: string): Promise<void> {
  const steps: Step[] = [
    { method: 'DELETE', path: `/accounts/${accountId}/cfd_tunnel/${tunnelId}/connections` },
    { method: 'DELETE', path: `/accounts/${accountId}/cfd_tunnel/${tunnelId}` },
    { method: 'GET', path: `/accounts/${accountId}/tunnels` },
  ];
  for (const step of steps) {
    const res = await fetch(`${CF_API}${step.path}`, { method: step.method, headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${step.method} ${step.path}: ${res.status}`);
  }
}
