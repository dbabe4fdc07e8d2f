// Only the proxied entries are copied with the zone they were listed from; the rest keep the API's
// shape, so an entry the patch receives may carry no zone_id at all.
export interface EdgeEntry {
  id: string;
  zone_id: string;
  name: string;
  type: 'A' | 'AAAA';
  content: string;
  proxied: boolean;
}

const ROOT = 'https://api.cloudflare.com/client/v4';

export class EdgeSync {
  constructor(private readonly secret: string) {}

  private async send<T>(path: string, method = 'GET', payload?: unknown): Promise<{ result: T }> {
    const res = await fetch(`${ROOT}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.secret}` },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await res.json()) as { result: T };
  }

  async entries(zoneId: string): Promise<EdgeEntry[]> {
    const listing = await this.send<EdgeEntry[]>(`/zones/${zoneId}/dns_records`);
    return listing.result.map((e) => {
      if (e.proxied) return { ...e, zone_id: zoneId };
      return e;
    });
  }

  async repoint(entry: EdgeEntry, address: string): Promise<void> {
    await this.send(`/zones/${entry.zone_id}/dns_records/${entry.id}`, 'PATCH', { content: address });
  }
}
