const CF_API = 'https://api.cloudflare.com/client/v4';

function headers(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

// Mobile image tuning for the storefront zone.
export async function tuneImages(zoneId: string, token: string): Promise<void> {
  await fetch(`${CF_API}/zones/${zoneId}/settings/polish`, {
    method: 'PATCH',
    headers: headers(token),
    body: JSON.stringify({ value: 'lossless' }),
  });
}

export async function mirageEnabled(zoneId: string, token: string): Promise<boolean> {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): there is nothing to read; drop the code that depends on this setting
  const res = await fetch(`${CF_API}/zones/${zoneId}/settings/mirage`, { headers: headers(token) });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value === 'on';
}

export async function applyPreset(zoneId: string, token: string): Promise<void> {
  await fetch(`${CF_API}/zones/${zoneId}/settings`, {
    method: 'PATCH',
    headers: headers(token),
    body: JSON.stringify({
      items: [
        { id: 'rocket_loader', value: 'off' },
      ],
    }),
  });
}
