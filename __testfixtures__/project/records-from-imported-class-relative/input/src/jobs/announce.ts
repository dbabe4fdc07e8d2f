import { DnsService } from '../cf/dns-service';

/** Announces the game servers the zone publishes. */
export class Announcer {
  constructor(private api: DnsService) {}

  async lines(): Promise<string[]> {
    const entries = await this.api.fetchAll();
    return entries.map((e) => `${e.data.service}.${e.data.proto} -> ${e.data.target}:${e.data.port}`);
  }
}

export class Watcher {
  private readonly dns = new DnsService(process.env.ZONE_ID ?? '', process.env.CF_TOKEN ?? '');

  async newest(): Promise<string> {
    const latest = await this.dns.latest();
    return latest.data.name;
  }
}
