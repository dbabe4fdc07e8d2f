const API = 'https://api.cloudflare.com/client/v4';

// Hands out the result; reads the envelope and copies nothing into it.
async function call(token, method, route, body) {
  const res = await fetch(`${API}${route}`, { method, headers: { Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = await res.json();
  if (!envelope.success) console.warn(envelope.errors);
  return envelope.result;
}

// Another list is extended and the record is only read: the CNAME sent is the filter's.
export async function aim(token, zone, host, target, log) {
  const records = await call(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}&match=all`);
  const seen = [];
  seen.push(...records.map((r) => r.id));
  log.push(records.length);
  const first = records[0];
  console.log(JSON.stringify(first));
  if (first) await call(token, 'PUT', `/zones/${zone}/dns_records/${first.id}`, { type: 'CNAME', name: host, content: target });
}

// The record found is copied before the copy is changed: the record itself keeps its CNAME type.
export async function aimCopy(token, zone, host, target) {
  const [hit] = await call(token, 'GET', `/zones/${zone}/dns_records?type=CNAME&name=${host}`);
  const note = Object.assign({}, hit, { content: target });
  if (hit) await call(token, 'PUT', `/zones/${zone}/dns_records/${hit.id}`, { type: 'CNAME', name: host, content: note.content });
}
