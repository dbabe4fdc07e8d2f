// Records moved through an HTTP library's client, whatever the name holding it says.
import axios from 'axios';

const wire = axios.create({ headers: { 'X-Team': 'dns' } });

export async function moveEntry(zone, entry, kind, address) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return wire.put(`zones/${zone}/dns_records/${entry}`, { type: kind, content: address });
}

export async function renameEntry(link, zone, entry, kind) {
  await link.post('audit', { entry });
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return link.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: 'api' });
}
