const CF_API = 'https://api.cloudflare.com/client/v4';

// The zone's settings endpoint is reached through a URL object whose path is grown in place.
export async function enableCompression(zoneId: string, token: string): Promise<void> {
  const url = new URL(CF_API);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'on' }),
  });
  console.log('compression requested for', zoneId);
}

export async function compressionOff(zoneId: string, token: string) {
  const endpoint = new URL(CF_API);
  endpoint.pathname += '/zones/' + zoneId + '/settings/brotli';
  endpoint.searchParams.set('source', 'deploy');
  return fetch(endpoint.toString(), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'off' }),
  });
}

export async function compressionState(zoneId: string, token: string): Promise<string> {
  const u = new URL('https://api.cloudflare.com');
  u.pathname = `/client/v4/zones/${zoneId}/settings/brotli`;
  const res = await fetch(u.href, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value;
}
