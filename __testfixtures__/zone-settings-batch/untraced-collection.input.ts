interface Transport { request(e: { method: string; uriPath: string }, p: Record<string, string>): Promise<unknown>; }

// A client's resource for all of a zone's settings at once.
export class ZoneSettings {
  private readonly path = 'zones/:zoneId/settings';
  constructor(private readonly transport: Transport) {}
  browse(zoneId: string) {
    return this.transport.request({ method: 'GET', uriPath: this.path }, { zoneId });
  }
  // The same path is also the base of the per-setting requests: it is sent as it is above too.
  read(zoneId: string, setting: string) {
    return this.transport.request({ method: 'GET', uriPath: `${this.path}/:setting` }, { zoneId, setting });
  }
}

export async function readAll(http: { get(p: string): Promise<unknown> }, zoneId: string) {
  return http.get(`/zones/${zoneId}/settings`);
}
