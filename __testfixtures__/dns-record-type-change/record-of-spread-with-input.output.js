import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// A service whose update takes the record id and the type as two parameters.
class Addresses {
  async set(zone, recordId, address, kind) {
    // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
    await cf.dns.records.update(recordId, { zone_id: zone, type: kind, content: address });
  }
}

const addresses = new Addresses();

// A listed list joined with records the caller hands in: those may carry any type.
export async function refreshSome(zone, address, extra) {
  const v4 = (await cf.dns.records.list({ zone_id: zone, type: 'A' })).result;
  for (const rec of [...v4, ...extra].filter((r) => r.content !== address)) {
    await addresses.set(zone, rec.id, address, rec.type);
  }
}
