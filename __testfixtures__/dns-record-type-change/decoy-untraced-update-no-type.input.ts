interface Transport {
  patch(path: string, body: unknown): Promise<{ result: unknown }>;
  get(path: string): Promise<{ result: unknown }>;
}

export class EntryStore {
  constructor(private readonly http: Transport) {}

  async point(zoneId: string, entryId: string, value: string) {
    return this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, { content: value, ttl: 1 });
  }

  async read(zoneId: string, entryId: string) {
    return this.http.get(`zones/${zoneId}/dns_records/${entryId}`);
  }

  async remove(zoneId: string, entryId: string, payload: unknown) {
    return this.http.patch(`zones/${zoneId}/dns_records/${entryId}`, payload);
  }
}
