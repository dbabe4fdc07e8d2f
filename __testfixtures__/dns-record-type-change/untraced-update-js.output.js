function normalise(form) {
  return { type: String(form.kind).toUpperCase(), name: form.host, content: form.value };
}

export class EntryStore {
  constructor(http) {
    this.http = http;
  }

  async change(zoneId, entryId, form) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    const reply = await this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, normalise(form));
    return reply.result;
  }

  async retarget(zoneId, entryId, kind, value) {
    // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
    return this.http.put(`zones/${zoneId}/dns_records/${entryId}`, { type: kind, content: value });
  }
}
