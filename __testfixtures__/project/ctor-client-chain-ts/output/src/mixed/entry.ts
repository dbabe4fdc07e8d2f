import type { Got } from 'got';

export class Entry {
  private http: Got;

  constructor(http: Got) {
    this.http = http;
  }

  async retype(zone: string, id: string, type: string, content: string): Promise<void> {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    await this.http.patch(`zones/${zone}/dns_records/${id}`, { json: { type, content } });
  }
}
