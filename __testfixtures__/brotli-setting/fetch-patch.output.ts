const CF_API = 'https://api.cloudflare.com/client/v4';

interface ZoneOptions {
  zoneId: string;
  token: string;
}

export async function tuneZone({ zoneId, token }: ZoneOptions): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  const res = await fetch(`${CF_API}/zones/${zoneId}/settings/ssl`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: 'strict' }),
  });
  if (!res.ok) throw new Error(`ssl: ${res.status}`);
}

export async function brotliOff(zoneId: string, token: string) {
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  return fetch(CF_API + '/zones/' + zoneId + '/settings/brotli', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'off' }),
  });
}

export async function brotliStatus(zoneId: string, token: string): Promise<boolean> {
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through res)
  const res = await fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result.value === 'on';
}

export async function warmup(zoneId: string, token: string) {
  await fetch(`${CF_API}/zones/${zoneId}/settings/early_hints`, { headers: { Authorization: `Bearer ${token}` } });
}
