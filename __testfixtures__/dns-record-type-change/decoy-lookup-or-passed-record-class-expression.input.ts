type Kind = 'A' | 'AAAA';

interface Row {
  id: string;
  content: string;
}

// The update takes a record already found, or looks it up: each caller passes one found by the kind
// it also passes, and the lookup filters on that kind: the type sent is the record's own. The class is
// held by a top-level const: its method's calls are all known all the same.
const Pointer = class {
  constructor(private zone: string) {}

  private async lookup(host: string, kind: Kind): Promise<Row | null> {
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records?type=${kind}&name=${host}`);
    const body = (await res.json()) as { result: Row[] };
    return body.result[0] ?? null;
  }

  private async move(host: string, address: string, kind: Kind, seen?: Row): Promise<boolean> {
    const target = seen ?? (await this.lookup(host, kind));
    if (!target) return false;
    const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${this.zone}/dns_records/${target.id}`, { method: 'PUT', body: JSON.stringify({ type: kind, name: host, content: address }) });
    return res.ok;
  }

  async sync(host: string, kinds: Kind[], wanted: Record<Kind, string>): Promise<void> {
    for (const kind of kinds) {
      const current = await this.lookup(host, kind);
      if (!current || current.content === wanted[kind]) continue;
      await this.move(host, wanted[kind], kind, current);
    }
  }
};
