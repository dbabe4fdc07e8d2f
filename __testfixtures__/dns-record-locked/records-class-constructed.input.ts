const API = 'https://api.cloudflare.com/client/v4';

interface Raw {
  id: string;
  locked?: boolean;
}

class Entry {
  readonly editable: boolean;
  constructor(readonly owner: Book, raw: Raw) {
    this.editable = raw.locked === false;
  }
}

export class Book {
  async load(zoneId: string): Promise<Entry[]> {
    const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
    const body = (await res.json()) as { result: Raw[] };
    const out: Entry[] = [];
    for (const rec of body.result) out.push(new Entry(this, rec));
    return out;
  }
}
