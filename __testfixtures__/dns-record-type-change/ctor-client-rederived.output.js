// A client made on the API base, then derived from itself with headers (the base stays), handed to a
// record class through its constructor: its PATCH sends a type the caller chooses.
const got = require('got');

class RecordHandle {
  constructor(api, raw) {
    this.api = api;
    this.raw = raw;
  }

  async change(next) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if next.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    return this.api.patch(`zones/${this.raw.zone_id}/dns_records/${this.raw.id}`, { json: { type: next.type, content: next.content } }).json();
  }
}

class Account {
  constructor(token) {
    this.api = got.extend({ prefixUrl: 'https://api.cloudflare.com/client/v4/' });
    if (token) {
      this.api = this.api.extend({ headers: { Authorization: `Bearer ${token}` } });
    }
  }

  handle(raw) {
    return new RecordHandle(this.api, raw);
  }
}

module.exports = { Account };
