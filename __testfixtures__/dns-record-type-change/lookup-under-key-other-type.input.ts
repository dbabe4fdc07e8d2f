const CF = 'https://api.cloudflare.com/client/v4';
type Kind = 'A' | 'AAAA';
// Finds the host's record of the given type, or says why not.
async function findEntry(zone: string, host: string, kind: Kind, token: string): Promise<{ entry?: { id: string }; failure?: string; status?: number }> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records?type=${kind}&name=${encodeURIComponent(host)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const payload = (await res.json()) as { result?: Array<{ id: string }> };
  if (!res.ok || !payload.result || payload.result.length === 0) {
    return { failure: `no ${kind} record for ${host}` };
  }
  return { entry: payload.result[0], status: res.status };
}

// Points the record at the new address, with the type the caller says.
async function pointEntry(zone: string, entryId: string, host: string, kind: Kind, address: string, token: string): Promise<boolean> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records/${entryId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: kind, name: host, content: address, ttl: 1 }),
  });
  return res.ok;
}

// Looked up as an A record, written back with the kind the address needs: the type may change.
export async function sync(zone: string, host: string, address: string, token: string): Promise<boolean> {
  const kind: Kind = address.includes(':') ? 'AAAA' : 'A';
  const found = await findEntry(zone, host, 'A', token);
  if (found.failure || !found.entry) return false;
  const entry = found.entry;
  const entryId = entry.id;
  return pointEntry(zone, entryId, host, kind, address, token);
}
