const API = 'https://api.cloudflare.com/client/v4';

// Looks the host's AAAA record up and hands out its id and address.
async function currentAddress(zone: string, host: string, token: string): Promise<{ entryId: string; address: string }> {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=AAAA&name=${host}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result?: Array<{ id: string; content: string }> };
  if (!body.result || body.result.length === 0) throw new Error('no record');
  return { entryId: body.result[0].id, address: body.result[0].content };
}

// Writes an A record to the id of an AAAA record: the type changes.
async function writeAddress(entryId: string, zone: string, host: string, address: string, token: string): Promise<boolean> {
  const res = await fetch(`${API}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'A', name: host, content: address, ttl: 120 }),
  });
  return res.ok;
}

export async function refresh(zone: string, host: string, address: string, token: string): Promise<void> {
  const { entryId, address: old } = await currentAddress(zone, host, token);
  if (old !== address) await writeAddress(entryId, zone, host, address, token);
}
