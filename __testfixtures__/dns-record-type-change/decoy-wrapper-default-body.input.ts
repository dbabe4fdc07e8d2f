const API_ROOT = 'https://api.cloudflare.com/client/v4';

interface CfRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

// The wrapper sends the caller's object (or {} when there is none); the caller re-sends the record it
// read, so the type cannot change.
async function cfPut<T>(path: string, payload?: unknown): Promise<T> {
  const res = await fetch(`${API_ROOT}${path}`, {
    method: 'PUT',
    body: JSON.stringify(payload ?? {}),
  });
  return ((await res.json()) as { result: T }).result;
}

export function repoint(zone: string, record: CfRecord, value: string) {
  return cfPut(`/zones/${zone}/dns_records/${record.id}`, { ...record, content: value });
}

export function touch(zone: string, record: CfRecord) {
  return cfPut(`/zones/${zone}/dns_records/${record.id}`);
}
