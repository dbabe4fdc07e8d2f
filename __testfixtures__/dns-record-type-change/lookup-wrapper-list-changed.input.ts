const API = 'https://api.cloudflare.com/client/v4'; type Rec = { id: string; type: string; content: string };

// Hands out the result of whatever route it is given.
async function call<T>(token: string, method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { result: T };
  return envelope.result;
}

// The CNAME list gets the host's A records appended: the last one may be an A record.
export async function retargetLast(token: string, zone: string, host: string, target: string): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  records.push(...(await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=A&name=${host}`)));
  const last = records[records.length - 1];
  await call(token, 'PUT', `/zones/${zone}/dns_records/${last.id}`, { type: 'CNAME', name: host, content: target });
}

// The first slot is overwritten with a record handed in.
export async function retargetSlot(token: string, zone: string, host: string, target: string, spare: Rec): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  records[0] = spare;
  const first = records[0];
  await call(token, 'PATCH', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', content: target });
}

// Records handed in are spliced in front of the lookup's.
export async function retargetFront(token: string, zone: string, host: string, target: string, extra: Rec[]): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  records.splice(0, 0, ...extra);
  const first = records[0];
  await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

// The record found is overlaid with another one, its id included.
export async function retargetMerged(token: string, zone: string, host: string, target: string, overlay: Rec): Promise<void> {
  const [hit] = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  Object.assign(hit, overlay);
  await call(token, 'PUT', `/zones/${zone}/dns_records/${hit.id}`, { type: 'CNAME', name: host, content: target });
}

// The list is handed on under another name, which is extended.
export async function retargetAlias(token: string, zone: string, host: string, target: string, more: Rec): Promise<void> {
  const records = await call<Rec[]>(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  const all = records;
  all.unshift(more);
  const first = records[0];
  await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}
