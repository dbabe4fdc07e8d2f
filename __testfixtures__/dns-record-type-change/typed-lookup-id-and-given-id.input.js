const API = 'https://api.cloudflare.com/client/v4';

// Looks the host's A record up and hands out its id and address.
async function currentAddress(zone, host, token) {
  const res = await fetch(`${API}/zones/${zone}/dns_records?type=A&name=${host}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await res.json();
  if (!body.result || body.result.length === 0) throw new Error('no record');
  return { entryId: body.result[0].id, address: body.result[0].content };
}

// Writes the address back as an A record, to the id the lookup found or to one the caller gives: that one may name a record of another type.
async function writeAddress(entryId, zone, host, address, token) {
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

export async function overwrite(entryId, zone, host, address, token) {
  await writeAddress(entryId, zone, host, address, token);
}
