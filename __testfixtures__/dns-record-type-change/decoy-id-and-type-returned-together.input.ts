const API = 'https://api.cloudflare.com/client/v4';

// The lookup hands out the id and the type of the record it found, under names of its own.
async function lookup(zone: string, host: string, token: string) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?name=${host}`, { headers: { Authorization: `Bearer ${token}` } });
  const data = (await res.json()) as any;
  if (!data.result || data.result.length === 0) throw new Error('no record');
  return { recordId: data.result[0].id, kind: data.result[0].type, ip: data.result[0].content };
}

async function put(zone: string, recordId: string, kind: string, ip: string, token: string) {
  return fetch(`${API}/zones/${zone}/dns_records/${recordId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: kind, content: ip }),
  });
}

export async function refresh(zone: string, host: string, ip: string, token: string) {
  const { recordId, kind } = await lookup(zone, host, token);
  await put(zone, recordId, kind, ip, token);
}
