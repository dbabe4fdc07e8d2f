interface Http {
  put(path: string, body: unknown): Promise<unknown>;
  patch(path: string, body: unknown): Promise<unknown>;
}

// A service record keeps its target in `data`; the record is built first, then sent whole.
export async function moveService(http: Http, zone: string, entry: string, kind: string, target: string) {
  const record = { type: kind, name: '_imap._tcp', data: { priority: 5, weight: 1, port: 993, target } };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${entry}`, record);
}

// An authority record whose own field is named `body`.
export async function setAuthority(http: Http, zone: string, entry: string, kind: string) {
  const change = { type: kind, name: 'mail.example.net', body: 'letsencrypt.org' };
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.patch(`zones/${zone}/dns_records/${entry}`, change);
}

// The same record written at the call.
export async function moveLiteral(http: Http, zone: string, entry: string, kind: string) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${entry}`, { type: kind, name: '_imap._tcp', data: { port: 993 } });
}
