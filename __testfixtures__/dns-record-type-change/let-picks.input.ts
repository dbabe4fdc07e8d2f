import { recordsNamed } from './zone-records';

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

// Points a name at new content; for kinds that allow several records, only the one already holding it.
export async function upsert(zone: string, name: string, content: string, kind: string) {
  const records = await recordsNamed(zone, name);
  const several = ['MX', 'TXT'].includes(kind);
  let current = records.find((r) => r.name === name && r.type === kind);
  if (several) {
    current = records.find((r) => r.type === kind && r.content === content);
  }
  if (!current) return;
  await fetch(`${API}/zones/${zone}/dns_records/${current.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: kind, name, content, ttl: 1 }),
  });
}

// The fallback pick tests the name only: the record found may be of another kind.
export async function retarget(zone: string, name: string, content: string, kind: string) {
  const records = await recordsNamed(zone, name);
  let current = records.find((r) => r.name === name && r.type === kind);
  if (!current) {
    current = records.find((r) => r.name === name);
  }
  if (!current) return;
  await fetch(`${API}/zones/${zone}/dns_records/${current.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ type: kind, name, content, ttl: 1 }),
  });
}
