import type { ZoneRecord, Zone } from './records';

interface Http {
  patch(url: string, body: unknown): Promise<unknown>;
}

/** One record, held as it came back from the listing, with the client that listed it. */
export class RecordHandle {
  public raw: ZoneRecord;
  private zone: Zone;
  private http: Http;

  constructor(http: Http, raw: ZoneRecord, zone: Zone) {
    this.http = http;
    this.raw = raw;
    this.zone = zone;
  }

  async retarget(content: string, ttl = 300, proxied = false) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    const url = `zones/${this.raw.zone_id}/dns_records/${this.raw.id}`;
    return this.http.patch(url, { content, ttl, proxied });
  }

  owner(): string {
    return this.zone.zone_id;
  }
}
