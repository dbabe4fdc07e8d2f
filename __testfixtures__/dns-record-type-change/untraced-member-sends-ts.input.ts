// A transport reached through a member: the same member also POSTs, so its PUT/PATCH is a request.
// Another member that only PUTs (a store as much as a client): not one.
interface Line { [verb: string]: (path: string, body: unknown) => Promise<unknown> }
interface Desk { line: Line; back: Line }

export function convert(desk: Desk, zone: string, id: string, kind: string): Promise<unknown> {
  desk.line.post(`/zones/${zone}/dns_records`, { name: 'probe' });
  return desk.line.patch(`/zones/${zone}/dns_records/${id}`, { type: kind });
}

export function convertOther(desk: Desk, zone: string, id: string, kind: string): Promise<unknown> {
  return desk.back.put(`/zones/${zone}/dns_records/${id}`, { type: kind });
}
