const API_BASE = 'https://api.cloudflare.com/client/v4';
const token = process.env.CLOUDFLARE_API_TOKEN ?? '';

export async function flattenEverything(zoneId: string): Promise<void> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'on' }),
  });
  if (!res.ok) throw new Error(`cname flattening: ${res.status}`);
}

export async function apexOnly(zoneId: string): Promise<void> {
  await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: "apex" }),
  });
}

export async function flattening(zoneId: string): Promise<string> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value;
}

export async function setFlattening(zoneId: string, value: 'on' | 'off'): Promise<void> {
  await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
}

export async function flattenAndConfirm(zoneId: string): Promise<boolean> {
  const res = await fetch(`${API_BASE}/zones/${zoneId}/settings/cname_flattening`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: 'off' }),
  });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value === 'off';
}
