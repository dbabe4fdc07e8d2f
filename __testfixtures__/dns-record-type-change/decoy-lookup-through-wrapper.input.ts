const CF = 'https://api.cloudflare.com/client/v4';

type Listed = { id: string; content: string };

// Sends whatever route its caller gives and hands out the answer's result.
async function cfCall<T>(token: string, verb: string, route: string, payload?: unknown): Promise<T> {
  const reply = await fetch(`${CF}${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${token}` },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = (await reply.json()) as { result: T };
  return parsed.result;
}

// Looks one A record up by name; nothing when the lookup fails.
async function firstA(token: string, zone: string, name: string): Promise<Listed | null> {
  try {
    const reply = await fetch(`${CF}/zones/${zone}/dns_records?type=A&name=${name}`, { headers: { Authorization: `Bearer ${token}` } });
    const { result } = await reply.json();
    return result?.[0];
  } catch {
    return null;
  }
}

// The route's query keeps CNAME records only: the CNAME written back is the record's own type.
export async function pointHost(token: string, zone: string, host: string, tunnel: string): Promise<void> {
  const found = await cfCall<Listed[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  const current = found[0];
  if (current && current.content !== tunnel) {
    await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${current.id}`, { type: 'CNAME', name: host, content: tunnel });
  }
}

// The same, the route held in a const first and the record picked with find.
export async function pointAlias(token: string, zone: string, host: string, target: string): Promise<void> {
  const route = `/zones/${zone}/dns_records?name=${host}&type=CNAME`;
  const list = await cfCall<Listed[]>(token, 'GET', route);
  const hit = list.find((r) => r.content !== target);
  if (hit) await cfCall(token, 'PATCH', `/zones/${zone}/dns_records/${hit.id}`, { type: 'CNAME', content: target });
}

// A helper that returns the first A record itself.
export async function refreshAddress(token: string, zone: string, name: string, address: string): Promise<void> {
  const rec = await firstA(token, zone, name);
  if (!rec) return;
  await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${rec.id}`, { type: 'A', name, content: address });
}
