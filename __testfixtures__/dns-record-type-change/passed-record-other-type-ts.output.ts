type Kind = 'A' | 'AAAA';

interface Row {
  id: string;
  content: string;
}

// The caller passes a record looked up by another type than the kind it passes beside it.
class Pointer {
  constructor(private zone: string) {}

  private async lookup(host: string, kind: Kind): Promise<Row | null> {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records?type=${kind}&name=${host}`);
    const body = (await res.json()) as { result: Row[] };
    return body.result[0] ?? null;
  }

  private async move(host: string, address: string, kind: Kind, seen?: Row): Promise<boolean> {
    const target = seen ?? (await this.lookup(host, kind));
    if (!target) return false;
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records/${target.id}`, { method: 'PUT', body: JSON.stringify({ type: kind, name: host, content: address }) });
    return res.ok;
  }

  async sync(host: string, kinds: Kind[], wanted: Record<Kind, string>): Promise<void> {
    for (const kind of kinds) {
      const current = await this.lookup(host, 'AAAA');
      if (!current || current.content === wanted[kind]) continue;
      await this.move(host, wanted[kind], kind, current);
    }
  }
}
