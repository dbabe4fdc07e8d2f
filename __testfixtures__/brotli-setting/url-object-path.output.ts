const CF_API = 'https://api.cloudflare.com/client/v4';

// The zone's settings endpoint is reached through a URL object whose path is grown in place.
export async function enableCompression(zoneId: string, token: string): Promise<void> {
  const url = new URL(CF_API);
  url.pathname += `/zones/${zoneId}/settings/brotli`;
  console.log('compression requested for', zoneId);
}

export async function compressionOff(zoneId: string, token: string) {
  const endpoint = new URL(CF_API);
  endpoint.pathname += '/zones/' + zoneId + '/settings/brotli';
  endpoint.searchParams.set('source', 'deploy');
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  return fetch(endpoint.toString(), {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: 'off' }),
  });
}

export async function compressionState(zoneId: string, token: string): Promise<string> {
  const u = new URL('https://api.cloudflare.com');
  u.pathname = `/client/v4/zones/${zoneId}/settings/brotli`;
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through res)
  const res = await fetch(u.href, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { result: { value: string } };
  return body.result.value;
}
