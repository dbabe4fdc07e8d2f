import { DnsService } from '../cf/dns-service';

/** Announces the game servers the zone publishes. */
export class Announcer {
  constructor(private api: DnsService) {}

  async lines(): Promise<string[]> {
    const entries = await this.api.fetchAll();
    // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
    // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
    return entries.map((e) => `${e.data.service}.${e.data.proto} -> ${e.data.target}:${e.data.port}`);
  }
}

export class Watcher {
  private readonly dns = new DnsService(process.env.ZONE_ID ?? '', process.env.CF_TOKEN ?? '');

  async newest(): Promise<string> {
    const latest = await this.dns.latest();
    // cf-codemod(srv-data-to-name): SRV data.name is no longer returned: derive it from the record's name (name.split('.').slice(2).join('.'))
    return latest.data.name;
  }
}
