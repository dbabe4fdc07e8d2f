// The path is joined from its parts and handed to the request whole: the PATCH sets the record's type.
export async function retype(http, zone, rec, kind) {
	return http.patch(['zones', zone, 'dns_records', rec].join('/'), { type: kind, content: '10.0.0.1' });
}
