interface Wire {
  patch(path: string, body: unknown): Promise<unknown>;
}

// The path is joined from its parts and handed to the request whole: the PATCH sets the record's type.
export async function retype(http: Wire, zone: string, rec: string, kind: 'A' | 'CNAME') {
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return http.patch(['zones', zone, 'dns_records', rec].join('/'), { type: kind, content: '10.0.0.1' });
}
