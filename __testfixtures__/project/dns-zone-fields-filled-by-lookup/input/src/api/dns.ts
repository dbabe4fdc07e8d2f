const BASE = 'https://api.cloudflare.com/client/v4';

export interface Zone {
  id: string;
  name: string;
}

export interface HostRecord {
  id: string;
  zone_id: string;
  zone_name: string;
  name: string;
  type: string;
  content: string;
  proxied: boolean;
  ttl: number;
}

export class DnsLookup {
  constructor(private token: string) {}

  private async get<T>(path: string): Promise<T> {
    const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${this.token}` } });
    const body = (await res.json()) as { result: T };
    return body.result;
  }

  async zones(): Promise<Zone[]> {
    return this.get<Zone[]>('/zones');
  }

  async recordsIn(zoneId: string): Promise<HostRecord[]> {
    return this.get<HostRecord[]>(`/zones/${zoneId}/dns_records`);
  }

  // Every record handed out here carries the name of the zone it was found in: the app writes it.
  async pointingAt(address: string): Promise<HostRecord[]> {
    const found: HostRecord[] = [];
    for (const zone of await this.zones()) {
      const hits = (await this.recordsIn(zone.id)).filter((r) => r.content === address);
      hits.forEach((r) => {
        r.zone_name = zone.name;
      });
      found.push(...hits);
    }
    return found;
  }
}
