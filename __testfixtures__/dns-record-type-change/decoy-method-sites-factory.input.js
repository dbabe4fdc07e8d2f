import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// A service whose update takes the record id and the type as two parameters.
class HostRecords {
  constructor(token) {
    this.api = new Cloudflare({ apiToken: token });
  }

  async all(zone) {
    const page = await this.api.dns.records.list({ zone_id: zone });
    return page.result;
  }

  async move(zone, recordId, address, kind = 'A') {
    await this.api.dns.records.update(recordId, { zone_id: zone, type: kind, name: 'host', content: address });
  }
}

// Instances only ever come from this factory or the default object below.
function openRecords(token) {
  return new HostRecords(token);
}

const fallback = { open: (token) => new HostRecords(token) };

// Each call passes the id and the type of one listed record: its type stays what it is.
export async function follow(token, zone, address) {
  const records = openRecords(token);
  for (const rec of await records.all(zone)) {
    if (rec.content !== address) await records.move(zone, rec.id, address, rec.type);
  }
}

export async function followAll(token, zone, address, deps = fallback) {
  const records = deps.open(token);
  const page = await cf.dns.records.list({ zone_id: zone });
  for (const entry of page.result) await records.move(zone, entry.id, address, entry.type);
}
