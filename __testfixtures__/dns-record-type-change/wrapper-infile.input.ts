const BASE = 'https://api.cloudflare.com/client/v4';

async function cfSend(method: string, path: string, body: unknown): Promise<any> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

export function makeTxt(zoneId: string, recordId: string, value: string) {
  return cfSend('PUT', `/zones/${zoneId}/dns_records/${recordId}`, { type: 'TXT', name: '_acme-challenge', content: value, ttl: 120 });
}
