import Cloudflare from 'cloudflare';

declare function schedule(job: unknown): void;

// The update of each service takes the record id and the type as two parameters.
class Pointer {
  private api: Cloudflare;

  constructor(token: string) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async listed(zone: string) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async point(zone: string, recordId: string, address: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

class Mover {
  private api: Cloudflare;

  constructor(token: string) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async listed(zone: string) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async shift(zone: string, recordId: string, address: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

function makePointer(token: string): Pointer {
  return new Pointer(token);
}

const movers = { make: (token: string) => new Mover(token) };

// The instance is handed to code that may call point with any id and type.
export async function pointAll(token: string, zone: string, address: string): Promise<void> {
  const pointer = makePointer(token);
  schedule(pointer);
  for (const rec of await pointer.listed(zone)) await pointer.point(zone, rec.id, address, rec.type as 'A' | 'AAAA');
}

// The id of one record sent with the type of another.
export async function shiftFirst(token: string, zone: string, address: string, deps = movers): Promise<void> {
  const mover = deps.make(token);
  const [a, b] = await mover.listed(zone);
  if (a && b) await mover.shift(zone, a.id, address, b.type as 'A' | 'AAAA');
}
