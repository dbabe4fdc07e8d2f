// Each sends a type that may not be the record's own: reassigned, or taken from what the user sent.
export async function flip(http, zone, rec, address) {
  let type = rec.type;
  if (address.includes(':')) type = 'AAAA';
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${rec.id}`, { type, name: rec.name, content: address });
}

export async function submitted(http, zone, entry, form) {
  const { type, content } = form;
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.put(`zones/${zone}/dns_records/${entry}`, { type, content });
}

export async function relayed(http, zone, entry, req) {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.patch(`zones/${zone}/dns_records/${entry}`, { type: req.body.type, content: req.body.content });
}
