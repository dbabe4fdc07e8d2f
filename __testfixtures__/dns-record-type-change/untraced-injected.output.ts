interface Wire {
  put(route: string, payload: unknown): Promise<{ result: unknown }>;
  patch(route: string, payload: unknown): Promise<{ result: unknown }>;
}

export class EntryDesk {
  constructor(private readonly wire: Wire) {}

  async swapKind(zone: string, entry: string, kind: string, target: string) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    const reply = await this.wire.put(`zones/${zone}/dns_records/${entry}`, { type: kind, content: target, ttl: 1 });
    return reply.result;
  }

  async setTarget(zone: string, entry: string, target: string) {
    return this.wire.patch(`zones/${zone}/dns_records/${entry}`, { content: target });
  }
}
