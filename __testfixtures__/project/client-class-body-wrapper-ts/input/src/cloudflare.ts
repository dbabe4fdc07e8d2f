// A small client for the DNS records API: one generic request method, and methods that send
// the caller's object as the body of a fixed endpoint.
const API_BASE = 'https://api.cloudflare.com/client/v4';

export interface RecordPatch {
  type?: string;
  content?: string;
  ttl?: number;
}

export class DnsClient {
  constructor(private readonly token: string) {}

  async send(path: string, init: RequestInit = {}) {
    return fetch(`${API_BASE}${path}`, init);
  }

  async patchRecord(zoneId: string, recordId: string, patch: RecordPatch) {
    const res = await this.send(`/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', body: JSON.stringify(patch) });
    return res.json();
  }
}
