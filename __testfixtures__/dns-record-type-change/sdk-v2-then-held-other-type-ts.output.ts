import cloudflare from 'cloudflare';

interface Held {
  id: string;
  zone_id: string;
  name: string;
  type: string;
  content: string;
}

const api = cloudflare({ token: process.env.CF_TOKEN });
const NAME = process.env.RECORD_NAME ?? '';

// The record kept was found as an AAAA record; the update writes type A.
let entry: Held | undefined;

function follow(ip: string): Promise<boolean> {
  if (!entry || entry.content === ip) return Promise.resolve(false);
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return api.dnsRecords.edit(entry.zone_id, entry.id, { type: 'A', name: NAME, content: ip }).then((reply: { result: Held }) => {
    entry = reply.result;
    return true;
  });
}

api.zones
  .browse()
  .then((zones: { result: Array<{ id: string; name: string }> }) => zones.result.find((z) => NAME.endsWith(z.name)))
  .then((zone: { id: string }) => api.dnsRecords.browse(zone.id))
  .then((listing: { result: Held[] }) => listing.result.find((r) => r.name === NAME && r.type === 'AAAA'))
  .then((hit: Held | undefined) => {
    entry = hit;
    return follow(process.argv[2]);
  });
