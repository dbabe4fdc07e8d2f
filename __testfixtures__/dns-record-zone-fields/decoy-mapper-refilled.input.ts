// The listing's records are copied into fresh objects with the zone id the app listed them from:
// every ZoneEntry the patch receives carries it, so the member stays and the route is sound.
export interface ZoneEntry {
  id: string;
  zone_id: string;
  name: string;
  type: 'A' | 'AAAA';
  content: string;
  proxied: boolean;
}

interface Envelope<T> {
  success: boolean;
  result: T;
}

export class AddressSync {
  private root = 'https://api.cloudflare.com/client/v4';

  constructor(private readonly apiToken: string) {}

  private async send<T>(path: string, method = 'GET', payload?: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${this.root}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.apiToken}` },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await res.json()) as Envelope<T>;
  }

  async addresses(zoneId: string): Promise<ZoneEntry[]> {
    const listing = await this.send<ZoneEntry[]>(`/zones/${zoneId}/dns_records`);
    return listing.result
      .filter((e) => e.type === 'A')
      .map((e) => ({ id: e.id, zone_id: zoneId, name: e.name, type: e.type, content: e.content, proxied: e.proxied }));
  }

  async repoint(entry: ZoneEntry, address: string): Promise<void> {
    await this.send(`/zones/${entry.zone_id}/dns_records/${entry.id}`, 'PATCH', { content: address });
  }
}
