const CF_API = 'https://api.cloudflare.com/client/v4';

// The returned URL object is taken further before it is sent: not the brotli setting any more.
function brotliUrl(zoneId: string): URL {
  return new URL(`${CF_API}/zones/${zoneId}/settings/brotli`);
}

export async function elsewhere(zoneId: string, host: string): Promise<void> {
  const u = brotliUrl(zoneId);
  u.hostname = host;
  await fetch(u, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function history(zoneId: string): Promise<void> {
  const u = brotliUrl(zoneId);
  u.pathname = `${u.pathname}/history`;
  await fetch(u.href, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
