const API = process.env.CF_API_BASE ?? 'https://api.cloudflare.com/client/v4';

async function cfApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
  });
  return (await res.json()) as T;
}

export async function tune(zoneId: string) {
  await cfApi(`/zones/${zoneId}/settings/ssl`, { method: 'PATCH', body: JSON.stringify({ value: 'strict' }) });
  const rules = await cfApi(`/zones/${zoneId}/firewall/rules`);
  return rules;
}
