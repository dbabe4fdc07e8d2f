const CF_API = 'https://api.cloudflare.com/client/v4';

interface DnsEntry {
  id: string;
  type: string;
  name: string;
  content: string;
}

class DnsClient {
  constructor(private readonly token: string) {}

  async entries(zoneId: string): Promise<DnsEntry[]> {
    const res = await fetch(`${CF_API}/zones/${zoneId}/dns_records`, { headers: { Authorization: `Bearer ${this.token}` } });
    return ((await res.json()) as { result: DnsEntry[] }).result;
  }

  async patch(zoneId: string, entryId: string, body: { type: string; name: string; content: string }): Promise<void> {
    await fetch(`${CF_API}/zones/${zoneId}/dns_records/${entryId}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const client = new DnsClient(process.env.CF_TOKEN ?? '');

// The entry is given its one value in a try; the update reads its own type back.
export async function refresh(zoneId: string, host: string, ip: string): Promise<void> {
  let entry: DnsEntry;
  try {
    const list = await client.entries(zoneId);
    const match = list.find((entry) => entry.name === host);
    if (match === undefined) throw new Error(`no entry ${host}`);
    entry = match;
  } catch (e) {
    console.error(e);
    return;
  }
  if (entry.content === ip) return;
  const next = { type: entry.type, name: entry.name, content: ip };
  await client.patch(zoneId, entry.id, next);
}
