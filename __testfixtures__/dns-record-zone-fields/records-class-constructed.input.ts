const API = 'https://api.cloudflare.com/client/v4';

class Entry {
  readonly zoneName: string;
  constructor(private readonly owner: Book, raw: { name: string; zone_name: string }) {
    this.zoneName = raw.zone_name;
  }
}

export class Book {
  async load(zoneId: string): Promise<Entry[]> {
    const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
    const body = (await res.json()) as { result: Array<{ name: string; zone_name: string }> };
    const out: Entry[] = [];
    for (const rec of body.result) out.push(new Entry(this, rec));
    return out;
  }
}
