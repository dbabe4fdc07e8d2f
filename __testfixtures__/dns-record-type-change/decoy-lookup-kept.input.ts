const API = 'https://api.cloudflare.com/client/v4'; type Rec = { id: string; type: string; content: string };

// Hands out the result; reads the envelope and copies nothing into it.
async function call<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${route}`, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await res.json()) as { success: boolean; errors: unknown[]; result: T };
  if (!envelope.success) console.warn(envelope.errors);
  return envelope.result;
}

// Another list is extended and the record is only read: the CNAME sent is the filter's.
export async function aim(token: string, zone: string, host: string, target: string, log: number[]): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}&match=all`);
  const seen: string[] = [];
  seen.push(...records.map((r) => r.id));
  log.push(records.length);
  const first = records[0];
  console.log(JSON.stringify(first));
  if (first) await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

// The record found is copied before the copy is changed: the record itself keeps its CNAME type.
export async function aimCopy(token: string, zone: string, host: string, target: string): Promise<void> {
  const [hit] = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  const note = Object.assign({}, hit, { content: target });
  if (hit) await call(token, 'PUT', `/zones/${zone}/dns_records/${hit.id}`, { type: 'CNAME', name: host, content: note.content });
}
