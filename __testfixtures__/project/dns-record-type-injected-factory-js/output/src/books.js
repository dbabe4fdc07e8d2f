import Cloudflare from 'cloudflare';

async function hostsOf(cf, zone, kind) {
  const page = await cf.dns.records.list({ zone_id: zone, ...(kind ? { type: kind } : {}) });
  return page.result.map((h) => ({ id: h.id, type: h.type, name: h.name, content: h.content ?? '' }));
}

export class HostBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone, kind) {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone, hostId, ip, name, kind = 'A') {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class SavedBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  async move(zone, hostId, ip, name, kind = 'A') {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class OpenBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone, kind) {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone, hostId, ip, name, kind = 'A') {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class PairBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone, kind) {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone, hostId, ip, name, kind = 'A') {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}

export class InlineBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  hosts(zone, kind) {
    return hostsOf(this.cf, zone, kind);
  }
  async move(zone, hostId, ip, name, kind = 'A') {
    await this.cf.dns.records.update(hostId, { zone_id: zone, type: kind, name, content: ip });
  }
}
