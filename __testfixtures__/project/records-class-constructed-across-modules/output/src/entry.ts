export class Entry {
  readonly zone: string;
  readonly locked: boolean;
  constructor(readonly owner: unknown, raw: { zone_id: string; locked?: boolean }) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: use the zone id this request was sent to (it is in its URL, /zones/:zone_id/dns_records)
    this.zone = raw.zone_id;
    this.locked = raw.locked ?? false;
  }
}

export class Pinned {
  readonly zone: string;
  readonly locked: boolean;
  constructor(raw: { zone_id: string; locked?: boolean }) {
    this.zone = raw.zone_id;
    this.locked = raw.locked;
  }
}
