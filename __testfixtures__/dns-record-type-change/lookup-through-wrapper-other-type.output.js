const CF = 'https://api.cloudflare.com/client/v4';
const remembered = new Map();

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

// An A record first, else any record of that name: it may be of any type.
async function anyByName(token, zone, name) {
  const first = await fetch(`${CF}/zones/${zone}/dns_records?type=A&name=${name}`);
  const listed = (await first.json()).result;
  if (listed.length > 0) return listed[0];
  const second = await fetch(`${CF}/zones/${zone}/dns_records?name=${name}`);
  return (await second.json()).result[0];
}

// A remembered record, whatever its type, before the filtered lookup.
async function rememberedA(token, zone, name) {
  const reply = await fetch(`${CF}/zones/${zone}/dns_records?type=A&name=${name}`);
  const body = await reply.json();
  return remembered.get(name) ?? body.result[0];
}

// Listed as AAAA records, written back as A.
export async function downgrade(token, zone, host, address) {
  const found = await cfCall(token, 'GET', `/zones/${zone}/dns_records?type=AAAA&name=${host}`);
  const current = found[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (current) await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${current.id}`, { type: 'A', name: host, content: address });
}

// Listed by name only: the record may be an A, an AAAA or a CNAME.
export async function pointHost(token, zone, host, tunnel) {
  const found = await cfCall(token, 'GET', `/zones/${zone}/dns_records?name=${host}`);
  const current = found[0];
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'CNAME' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (current) await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${current.id}`, { type: 'CNAME', name: host, content: tunnel });
}

export async function refresh(token, zone, name, address) {
  const rec = await anyByName(token, zone, name);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${rec.id}`, { type: 'A', name, content: address });
  const kept = await rememberedA(token, zone, name);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await cfCall(token, 'PUT', `/zones/${zone}/dns_records/${kept.id}`, { type: 'A', name, content: address });
}
