const BASE = 'https://api.cloudflare.com/client/v4';

interface Reply<T> { success: boolean; result: T }
interface Entry { id: string; type: string; content: string }

// Every request of the class goes through its own send(verb, route, payload).
class AliasKeeper {
  constructor(private readonly key: string, private readonly zone: string) {}

  private async send<T>(verb: string, route: string, payload?: unknown): Promise<Reply<T>> {
    const res = await fetch(`${BASE}${route}`, {
      method: verb,
      headers: { Authorization: `Bearer ${this.key}` },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await res.json()) as Reply<T>;
  }

  // The query is built by URLSearchParams and keeps CNAME records only.
  async aliasOf(host: string): Promise<Entry | null> {
    const query = new URLSearchParams({ type: 'CNAME', name: host });
    const reply = await this.send<Entry[]>('GET', `/zones/${this.zone}/dns_records?${query}`);
    return reply.result[0] ?? null;
  }

  async retarget(entryId: string, host: string, target: string): Promise<void> {
    await this.send('PUT', `/zones/${this.zone}/dns_records/${entryId}`, { type: 'CNAME', name: host, content: target });
  }

  // The one caller: the id is the looked-up CNAME's, so a CNAME stays a CNAME.
  async keep(host: string, target: string): Promise<void> {
    const current = await this.aliasOf(host);
    if (current && current.content !== target) await this.retarget(current.id, host, target);
  }
}

const keeper = new AliasKeeper(process.env.CF_KEY ?? '', process.env.CF_ZONE ?? '');
keeper.keep('www.example.com', 'origin.example.net');
