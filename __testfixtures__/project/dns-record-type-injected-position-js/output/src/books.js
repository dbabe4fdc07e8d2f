import Cloudflare from 'cloudflare';

async function entriesOf(cf, zone) {
  const page = await cf.dns.records.list({ zone_id: zone });
  return page.result.map((e) => ({ id: e.id, type: e.type, name: e.name }));
}

export class LedgerBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  entries(zone) {
    return entriesOf(this.cf, zone);
  }
  async retarget(zone, entryId, target, kind = 'CNAME') {
    await this.cf.dns.records.update(entryId, { zone_id: zone, type: kind, content: target });
  }
}

export class SpareBook {
  constructor(key) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  entries(zone) {
    return entriesOf(this.cf, zone);
  }
  async retarget(zone, entryId, target, kind = 'CNAME') {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.cf.dns.records.update(entryId, { zone_id: zone, type: kind, content: target });
  }
}
