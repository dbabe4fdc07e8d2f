// A client made on the API base, then derived from itself with another host's base, handed to a
// record class through its constructor: the request may go elsewhere, so it is not the API's.
import got, { type Got } from 'got';

class RecordHandle {
  private api: Got;
  constructor(api: Got, private readonly raw: { id: string; zone_id: string }) {
    this.api = api;
  }

  async change(next: { type: string; content: string }) {
    return this.api.patch(`zones/${this.raw.zone_id}/dns_records/${this.raw.id}`, { json: { type: next.type, content: next.content } }).json();
  }
}

export class Account {
  private api: Got;
  constructor(token?: string) {
    this.api = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });
    if (token) {
      this.api = this.api.extend({ prefixUrl: 'https://records.example.net/v1/' });
    }
  }

  handle(raw: { id: string; zone_id: string }) {
    return new RecordHandle(this.api, raw);
  }
}
