// A service record keeps its target in `data`; the record is built first, then sent whole.
export async function moveService(http, zone, entry, kind, target) {
  const record = { type: kind, name: '_imap._tcp', data: { priority: 5, weight: 1, port: 993, target } };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${entry}`, record);
}

// An authority record whose own field is named `body`.
export async function setAuthority(http, zone, entry, kind) {
  const change = { type: kind, name: 'mail.example.net', body: 'letsencrypt.org' };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.patch(`zones/${zone}/dns_records/${entry}`, change);
}

// The same record written at the call.
export async function moveLiteral(http, zone, entry, kind) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: '_imap._tcp', data: { port: 993 } });
}
