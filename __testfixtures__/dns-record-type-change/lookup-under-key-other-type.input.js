const CF = 'https://api.cloudflare.com/client/v4';

// Finds the host's record of the given type, or says why not.
async function findEntry(zone, host, kind, token) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records?type=${kind}&name=${encodeURIComponent(host)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const payload = await res.json();
  if (!res.ok || !payload.result || payload.result.length === 0) {
    return { failure: `no ${kind} record for ${host}` };
  }
  return { entry: payload.result[0], status: res.status };
}

// Points the record at the new address, with the type the caller says.
async function pointEntry(zone, entryId, host, kind, address, token) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: kind, name: host, content: address, ttl: 1 }),
  });
  return res.ok;
}

// Looked up as an A record, written back with the kind the address needs: the type may change.
export async function sync(zone, host, address, token) {
  const kind = address.includes(':') ? 'AAAA' : 'A';
  const found = await findEntry(zone, host, 'A', token);
  if (found.failure) return false;
  const entry = found.entry;
  const entryId = entry.id;
  return pointEntry(zone, entryId, host, kind, address, token);
}
