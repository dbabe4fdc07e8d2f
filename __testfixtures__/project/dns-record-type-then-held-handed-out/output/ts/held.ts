import cloudflare from 'cloudflare';

interface Kept {
  id: string;
  zone_id: string;
  name: string;
  type: string;
  content: string;
}

const client = cloudflare({ token: process.env.CF_API_TOKEN });

// The A record the chain finds is kept here and handed out by `latest`: an importer may change it.
let kept: Kept | undefined;

export function repoint(address: string): Promise<unknown> {
  if (!kept) return Promise.resolve(false);
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'A' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return client.dnsRecords.edit(kept.zone_id, kept.id, { type: 'A', name: kept.name, content: address });
}

export const latest = (): Kept | undefined => kept;

client.dnsRecords
  .browse(process.env.ZONE_ID)
  .then((page: { result: Kept[] }) => page.result.find((r) => r.name === 'app.example.net' && r.type === 'A'))
  .then((match: Kept | undefined) => {
    kept = match;
    return repoint(process.argv[2] ?? '');
  });
