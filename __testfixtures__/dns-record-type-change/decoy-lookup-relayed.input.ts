type Kind = 'A' | 'AAAA';

interface Row {
  id: string;
  content: string;
}

// The lookup hands out the first hit of another method's list, filtered on the kind in its URL text:
// the record updated was found by the kind it is sent.
export class HostRecords {
  constructor(private zone: string, private token: string) {}

  private async matching(host: string, kind: Kind): Promise<Row[]> {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records?name=${host}&type=${kind}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const page = (await res.json()) as { result: Row[] };
    return page.result;
  }

  private async first(host: string, kind: Kind): Promise<Row | null> {
    const rows = await this.matching(host, kind);
    return rows[0] ?? null;
  }

  async point(host: string, kind: Kind, address: string): Promise<void> {
    const row = await this.first(host, kind);
    if (!row) return;
    await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records/${row.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify({ type: kind, name: host, content: address }) });
  }
}
