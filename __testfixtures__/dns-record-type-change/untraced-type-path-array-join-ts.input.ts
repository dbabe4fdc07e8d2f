interface Wire {
  patch(path: string, body: unknown): Promise<unknown>;
}

// The path is joined from its parts and handed to the request whole: the PATCH sets the record's type.
export async function retype(http: Wire, zone: string, rec: string, kind: 'A' | 'CNAME') {
  return http.patch(['zones', zone, 'dns_records', rec].join('/'), { type: kind, content: '10.0.0.1' });
}
