// A transport reached through a member: the same member also POSTs, so its PUT/PATCH is a request.
// Another member that only PUTs (a store as much as a client): not one.
interface Line { [verb: string]: (path: string, body: unknown) => Promise<unknown> }
interface Desk { line: Line; back: Line }

export function convert(desk: Desk, zone: string, id: string, kind: string): Promise<unknown> {
  desk.line.post(`/zones/${zone}/dns_records`, { name: 'probe' });
  // cf-codemod(dns-record-type-change): /zones/:zone_id/dns_records/:dns_record_id is written here, but its request is not traced to a Cloudflare client: it may change the record's type: if the type it sends can differ from the record's, DELETE the record and POST a new one, or both in one POST /zones/:zone_id/dns_records/batch
  return desk.line.patch(`/zones/${zone}/dns_records/${id}`, { type: kind });
}

export function convertOther(desk: Desk, zone: string, id: string, kind: string): Promise<unknown> {
  return desk.back.put(`/zones/${zone}/dns_records/${id}`, { type: kind });
}
