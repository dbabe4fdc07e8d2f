import cloudflare from 'cloudflare';
import { existsSync, readFileSync } from 'fs';

interface Held {
  id: string;
  zone_id: string;
  name: string;
  type: string;
  content: string;
}

const api = cloudflare({ token: process.env.CF_TOKEN });
const NAME = process.env.RECORD_NAME ?? '';

// Also given a record read back from a file, of any type: the type written may not be the record's.
let entry: Held | undefined;

function restore(text: string): void {
  entry = JSON.parse(text) as Held;
}

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
  .then((listing: { result: Held[] }) => listing.result.find((r) => r.name === NAME && r.type === 'A'))
  .then((hit: Held | undefined) => {
    entry = hit;
    if (existsSync('held.json')) restore(readFileSync('held.json', 'utf8'));
    return follow(process.argv[2]);
  });
