interface Row {
  id: string;
  content: string;
}

export class HostSync {
  constructor(private zone: string, private token: string) {}

  // The first hit of a list filtered on the kind, or null.
  private async firstOf(host: string, kind: string): Promise<Row | null> {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records?name=${host}&type=${kind}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const answer = (await res.json()) as { result: Row[] };
    return answer.result[0] ?? null;
  }

  async put(host: string, address: string, kind: string): Promise<void> {
    const row = await this.firstOf(host, kind);
    if (!row || row.content === address) return;
    await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records/${row.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify({ type: kind, name: host, content: address }) });
  }
}
