export const API = 'https://api.cloudflare.com/client/v4';
const headers = (): Record<string, string> => ({ Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' });

// The entry of this name and type, or null.
export async function findEntry(zone: string, label: string, type = 'A'): Promise<{ id: string; type: string } | null> {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=${type}&name=${label}`, { headers: headers() });
  const body = (await res.json()) as { result: Array<{ id: string; type: string }> };
  return body.result[0] ?? null;
}

// The imported caller sends the type it looked the entry up by; the lazily loaded one sends any.
export async function patchEntry(zone: string, entryId: string, { value, type = 'A' }: { value: string; type?: string }): Promise<unknown> {
  const res = await fetch(`${API}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PATCH',
    headers: headers(),
    body: JSON.stringify({ type, content: value }),
  });
  return ((await res.json()) as { result: unknown }).result;
}
