interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  uriPath: string;
}

interface Transport {
  request(endpoint: Endpoint, params: Record<string, string>): Promise<unknown>;
}

// A client's own table of endpoints: ':name' placeholders are filled in by its transport.
export class LimitsResource {
  private readonly path = 'zones/:zoneId/rate_limits/:limitId';

  constructor(private readonly transport: Transport) {}

  list(zoneId: string) {
    return this.transport.request({ method: 'GET', uriPath: 'zones/:zoneId/rate_limits' }, { zoneId });
  }

  remove(zoneId: string, limitId: string) {
    return this.transport.request({ method: 'DELETE', uriPath: this.path }, { zoneId, limitId });
  }
}
