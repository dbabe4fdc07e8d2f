// Records moved through an HTTP library's client, whatever the name holding it says.
const got = require('got');

const wire = got.extend({ headers: { 'X-Team': 'dns' } });

interface Link {
  post(path: string, body: unknown): Promise<unknown>;
}

export async function moveEntry(zone: string, entry: string, kind: string, address: string) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return wire.put(`zones/${zone}/dns_records/${entry}`, { json: { type: kind, content: address } });
}

export async function renameEntry(link, zone: string, entry: string, kind: string) {
  await link.post('audit', { entry });
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return link.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: 'api' });
}
