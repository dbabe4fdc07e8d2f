const API = 'https://api.cloudflare.com/client/v4';

async function put(zone: string, id: string, record: object) {
  return fetch(`${API}/zones/${zone}/dns_records/${id}`, { method: 'PUT', headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` }, body: JSON.stringify(record) });
}

// Only the content changes: the record keeps its type.
export async function repoint(zone: string, id: string, content: string) {
  const next: Record<string, unknown> = { ttl: 1 };
  next.content = content;
  next.comment = 'type: unchanged';
  await put(zone, id, next);
}
