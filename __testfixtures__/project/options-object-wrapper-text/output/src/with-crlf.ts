import { create, edit } from './records';

// CRLF line ends
export async function withCrlf(zone: string, id: string, service: string, proto: string, name: string, target: string, changeTo?: string) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { priority: 10, weight: 10, port: 443, target };
  o.name = `${service}.${proto}.${name}`;
  await create(zone, o);

  const p: Record<string, unknown> = {};
  // cf-codemod(srv-data-to-name): record type is not a literal: if this can be an SRV record, move data.service/proto/name into the top-level name '_service._proto.name'
  p.data = { service, proto, name, priority: 10, weight: 10, port: 443, target };
  p.type = changeTo || 'SRV';
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if changeTo || 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await edit(zone, id, p);
}
