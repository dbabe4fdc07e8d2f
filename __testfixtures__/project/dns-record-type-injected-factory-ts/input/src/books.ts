import Cloudflare from 'cloudflare';

export interface Host {
  id: string;
  type: string;
  name: string;
  content: string;
}

async function hostsOf(cf: Cloudflare, zone: string, kind?: string): Promise<Host[]> {
  const page = await cf.dns.records.list({ zone_id: zone, ...(kind ? { type: kind } : {}) } as never);
  return page.result.map((h: any) => ({ id: h.id, type: h.type, name: h.name, content: h.content ?? '' }));
}

export class HostBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone: string, kind?: string): Promise<Host[]> {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone: string, hostId: string, ip: string, name: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class SavedBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  async move(zone: string, hostId: string, ip: string, name: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class OpenBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone: string, kind?: string): Promise<Host[]> {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone: string, hostId: string, ip: string, name: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class PairBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone: string, kind?: string): Promise<Host[]> {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone: string, hostId: string, ip: string, name: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class InlineBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone: string, kind?: string): Promise<Host[]> {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone: string, hostId: string, ip: string, name: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}
