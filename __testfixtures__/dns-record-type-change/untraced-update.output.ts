interface Transport {
  patch(path: string, body: unknown): Promise<{ result: unknown }>;
}

function normalise(form: { kind: string; host: string; value: string }) {
  return { type: form.kind.toUpperCase(), name: form.host, content: form.value };
}

export class EntryStore {
  constructor(private readonly http: Transport) {}

  async change(zoneId: string, entryId: string, form: { kind: string; host: string; value: string }) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    const reply = await this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, normalise(form));
    return reply.result;
  }
}
