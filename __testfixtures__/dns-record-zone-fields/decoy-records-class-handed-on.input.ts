const API = 'https://api.cloudflare.com/client/v4';

class Entry {
  zone: string;
  constructor(owner: unknown, raw: { zone_id: string }) {
    this.zone = raw.zone_id;
  }
}

const kinds: Array<typeof Entry> = [];
function register(kind: typeof Entry): void {
  kinds.push(kind);
}
register(Entry);

export async function entries(zoneId: string): Promise<Entry[]> {
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
  const { result } = (await res.json()) as { result: Array<{ zone_id: string }> };
  return result.map((r) => new Entry(null, r));
}
