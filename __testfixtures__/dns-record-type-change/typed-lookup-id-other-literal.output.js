const API = 'https://api.cloudflare.com/client/v4';

// Looks the host's AAAA record up and hands out its id and address.
async function currentAddress(zone, host, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=AAAA&name=${host}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (!body.result || body.result.length === 0) throw new Error('no record');
  return { entryId: body.result[0].id, address: body.result[0].content };
}

// Writes an A record to the id of an AAAA record: the type changes.
async function writeAddress(entryId, zone, host, address, token) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const res = await fetch(`${API}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'A', name: host, content: address, ttl: 120 }),
  });
  return res.ok;
}

export async function refresh(zone, host, address, token) {
  const { entryId, address: old } = await currentAddress(zone, host, token);
  if (old !== address) await writeAddress(entryId, zone, host, address, token);
}
