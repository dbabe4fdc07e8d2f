import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// A service whose update takes the record id and the type as two parameters.
class HostRecords {
  private api: Cloudflare;

  constructor(token: string) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async all(zone: string) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async move(zone: string, recordId: string, address: string, kind: 'A' | 'AAAA' = 'A'): Promise<void> {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, name: 'host', content: address });
  }
}

// Instances only ever come from this factory or the default object below.
function openRecords(token: string): HostRecords {
  return new HostRecords(token);
}

const fallback = { open: (token: string) => new HostRecords(token) };

// Each call passes the id and the type of one listed record: its type stays what it is.
export async function follow(token: string, zone: string, address: string): Promise<void> {
  const records = openRecords(token);
  for (const rec of await records.all(zone)) {
    if (rec.content !== address) await records.move(zone, rec.id, address, rec.type as 'A' | 'AAAA');
  }
}

export async function followAll(token: string, zone: string, address: string, deps = fallback): Promise<void> {
  const records = deps.open(token);
  const page = await cf.dns.records.list({ zone_id: zone });
  for (const entry of page.result) await records.move(zone, entry.id, address, entry.type as 'A' | 'AAAA');
}
