import { Entry, Pinned } from './entry';

const API = 'https://api.cloudflare.com/client/v4';

export class Directory {
  async entries(zoneId: string): Promise<Entry[]> {
    const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
    const { result } = (await res.json()) as { result: Array<{ zone_id: string; locked?: boolean }> };
    return result.map((r) => new Entry(this, r));
  }

  async pinned(zoneId: string): Promise<Pinned[]> {
    const res = await fetch(`${API}/zones/${zoneId}/dns_records`);
    const { result } = (await res.json()) as { result: Array<{ zone_id: string; locked?: boolean }> };
    return result.map((r) => new Pinned(r));
  }
}
