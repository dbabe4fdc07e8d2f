import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// A service whose update takes the record id and the type as two parameters.
class Addresses {
  async set(zone, recordId, address, kind) {
    await cf.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

const addresses = new Addresses();

// The records of two listed lists, joined by spreads: each keeps its own type.
export async function refreshAll(zone, address) {
  const v4 = (await cf.dns.records.list({ zone_id: zone, type: 'A' })).result;
  const v6 = (await cf.dns.records.list({ zone_id: zone, type: 'AAAA' })).result;
  for (const rec of [...v4, ...v6].filter((r) => r.content !== address)) {
    await addresses.set(zone, rec.id, address, rec.type);
  }
}
