import Cloudflare from 'cloudflare';

type Entry = Cloudflare.DNS.Records.RecordResponse.ARecord | Cloudflare.DNS.Records.RecordResponse.AAAARecord;

// A method given each record its class listed: the id and the type it sends are that record's own.
class HostSync {
  private api: Cloudflare;
  constructor(private zone: string, token: string) {
    this.api = new Cloudflare({ apiToken: token });
  }

  private async owned(host: string): Promise<Entry[]> {
    const all: Cloudflare.DNS.Records.Record[] = [];
    for await (const item of this.api.dns.records.list({ zone_id: this.zone })) all.push(item);
    return all.filter((item): item is Entry => item.name === host && (item.type === 'A' || item.type === 'AAAA'));
  }

  private async send(entry: Entry, address: string): Promise<Entry> {
    return this.api.dns.records.update(entry.id, { zone_id: this.zone, name: entry.name, type: entry.type, content: address, ttl: entry.ttl }) as Promise<Entry>;
  }

  async sync(host: string, address: string) {
    const entries = await this.owned(host);
    const sent: Array<{ entry: Entry; changed: boolean }> = [];
    for (const entry of entries) {
      if (entry.content !== address) sent.push({ entry: await this.send(entry, address), changed: true });
      else sent.push({ entry, changed: false });
    }
    return sent;
  }
}

export async function syncHost(zone: string, token: string, host: string, address: string) {
  const sync = new HostSync(zone, token);
  return sync.sync(host, address);
}

// The element of a callback over a listed page.
export async function everyLan(api: Cloudflare, zone: string, address: string) {
  const page = await api.dns.records.list({ zone_id: zone });
  await Promise.all(page.result.filter((x) => x.name.endsWith('.lan')).map((x) => api.dns.records.edit(x.id, { zone_id: zone, type: x.type, content: address })));
}
