function normalise(form) {
  return { type: String(form.kind).toUpperCase(), name: form.host, content: form.value };
}

export class EntryStore {
  constructor(http) {
    this.http = http;
  }

  async change(zoneId, entryId, form) {
    const reply = await this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, normalise(form));
    return reply.result;
  }

  async retarget(zoneId, entryId, kind, value) {
    return this.http.put(`zones/${zoneId}/dns_records/${entryId}`, { type: kind, content: value });
  }
}
