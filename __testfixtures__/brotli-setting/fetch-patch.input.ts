const CF_API = 'https://api.cloudflare.com/client/v4';

interface ZoneOptions {
  zoneId: string;
  token: string;
}

export async function tuneZone({ zoneId, token }: ZoneOptions): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  // Always compress text responses
  await fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: 'on' }),
  });

  const res = await fetch(`${CF_API}/zones/${zoneId}/settings/ssl`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ value: 'strict' }),
  });
  if (!res.ok) throw new Error(`ssl: ${res.status}`);
}

export async function brotliOff(zoneId: string, token: string) {
  return fetch(CF_API + '/zones/' + zoneId + '/settings/brotli', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'off' }),
  });
}

export async function brotliStatus(zoneId: string, token: string): Promise<boolean> {
  const res = await fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.result.value === 'on';
}

export async function warmup(zoneId: string, token: string) {
  // read it once so the token is checked
  await fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { headers: { Authorization: `Bearer ${token}` } });
  await fetch(`${CF_API}/zones/${zoneId}/settings/early_hints`, { headers: { Authorization: `Bearer ${token}` } });
}
