interface Transport {
  patch(path: string, body: unknown): Promise<{ result: unknown }>;
}

function normalise(form: { kind: string; host: string; value: string }) {
  return { type: form.kind.toUpperCase(), name: form.host, content: form.value };
}

export class EntryStore {
  constructor(private readonly http: Transport) {}

  async change(zoneId: string, entryId: string, form: { kind: string; host: string; value: string }) {
    const reply = await this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, normalise(form));
    return reply.result;
  }
}
