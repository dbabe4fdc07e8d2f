// A client made on the API base, then derived from itself with headers (the base stays), handed to a
// record class through its constructor: its PATCH sends a type the caller chooses.
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
      this.api = this.api.extend({ headers: { Authorization: `Bearer ${token}` } });
    }
  }

  handle(raw: { id: string; zone_id: string }) {
    return new RecordHandle(this.api, raw);
  }
}
