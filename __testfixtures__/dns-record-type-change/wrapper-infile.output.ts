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
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'TXT' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return cfSend('PUT', `/zones/${zoneId}/dns_records/${recordId}`, { type: 'TXT', name: '_acme-challenge', content: value, ttl: 120 });
}
