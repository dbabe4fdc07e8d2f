import Cloudflare from 'cloudflare';

export interface Entry {
  id: string;
  type: string;
  name: string;
}

async function entriesOf(cf: Cloudflare, zone: string): Promise<Entry[]> {
  const page = await cf.dns.records.list({ zone_id: zone });
  return page.result.map((e) => ({ id: e.id, type: e.type, name: e.name }));
}

export class LedgerBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  entries(zone: string): Promise<Entry[]> {
    return entriesOf(this.cf, zone);
  }
  async retarget(zone: string, entryId: string, target: string, kind: 'CNAME' | 'A' = 'CNAME'): Promise<void> {
    await this.cf.dns.records.update(entryId, { zone_id: zone, type: kind, content: target });
  }
}

export class SpareBook {
  private cf: Cloudflare;
  constructor(key: string) {
    this.cf = new Cloudflare({ apiToken: key });
  }
  entries(zone: string): Promise<Entry[]> {
    return entriesOf(this.cf, zone);
  }
  async retarget(zone: string, entryId: string, target: string, kind: 'CNAME' | 'A' = 'CNAME'): Promise<void> {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.cf.dns.records.update(entryId, { zone_id: zone, type: kind, content: target });
  }
}
