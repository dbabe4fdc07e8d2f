export class Zone {
  constructor(http, id) {
    this.http = http;
    this.id = id;
  }

  async records() {
    const res = await this.http.get(`/zones/${this.id}/dns_records`);
    return res.data.result.map((r) => new Entry(this.http, r));
  }
}

class Entry {
  constructor(http, raw) {
    this.http = http;
    this.raw = raw;
  }

  async rewrite(type, content) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.http.put(`/zones/${this.raw.zone_id}/dns_records/${this.raw.id}`, { type, name: this.raw.name, content });
  }
}
