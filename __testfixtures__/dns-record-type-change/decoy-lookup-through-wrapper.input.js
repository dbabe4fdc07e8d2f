const CF = 'https://api.cloudflare.com/client/v4';

// Sends whatever route its caller gives and hands out the answer's result.
async function cfCall(token, verb, route, payload) {
  const reply = await fetch(`${CF}${route}`, {
    method: verb,
    headers: { Authorization: `Bearer ${token}` },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const parsed = await reply.json();
  return parsed.result;
}

// Looks one A record up by name; false when the lookup fails.
async function firstA(token, zone, name) {
  try {
    const reply = await fetch(`${CF}/zones/${zone}/dns_records?type=A&name=${name}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await reply.json();
    return body?.result?.[0];
  } catch (e) {
    return false;
  }
}

// The route's query keeps CNAME records only: the CNAME written back is the record's own type.
export async function pointHost(token, zone, host, tunnel) {
  const found = await cfCall(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  const current = found[0];
  if (current && current.content !== tunnel) {
    await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${current.id}`, { type: 'CNAME', name: host, content: tunnel });
  }
}

// The same, the route held in a const first and the record picked with find.
export async function pointAlias(token, zone, host, target) {
  const route = `/zones/${zone}/dns_records?name=${host}&type=CNAME`;
  const list = await cfCall(token, 'GET', route);
  const hit = list.find((r) => r.content !== target);
  if (hit) await cfCall(token, 'PATCH', `/zones/${zone}/dns_records/${hit.id}`, { type: 'CNAME', content: target });
}

// A helper that returns the first A record itself.
export async function refreshAddress(token, zone, name, address) {
  const rec = await firstA(token, zone, name);
  if (!rec) return;
  await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${rec.id}`, { type: 'A', name, content: address });
}
