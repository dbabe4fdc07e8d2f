const BASE = 'https://api.cloudflare.com/client/v4';

async function cfApi<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export async function addAaaa(zoneId: string, name: string, ip: string) {
  return cfApi(`/zones/${zoneId}/dns_records`, 'POST', {
    type: 'AAAA',
    name,
    content: ip,
    ttl: 1,
    proxied: false,
    locked: false,
  });
}
