const BASE = 'https://api.cloudflare.com/client/v4';

async function cfRequest(path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
  });
  return res.json();
}

export async function patchContent(zoneId: string, id: string, content: string) {
  const body = await cfRequest(`/zones/${zoneId}/dns_records/${id}`, { method: 'PATCH', body: JSON.stringify({ content }) });
  return `${body.result.name} (${body.result.zone_name})`;
}
