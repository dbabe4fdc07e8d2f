const API = 'https://api.cloudflare.com/client/v4';

async function patch(url: string, value: unknown) {
  return fetch(url, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ value }),
  });
}

export async function harden(zoneIds: string[]) {
  for (const zoneId of zoneIds) {
    await fetch(`${API}/zones/${zoneId}/settings/brotli`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'on' }),
    });
    await patch(`${API}/zones/${zoneId}/settings/always_use_https`, 'on');
  }
}
