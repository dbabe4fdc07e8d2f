import { addRecord, editRecord } from '../api/records';

interface Stored {
  type: string;
}

interface Change {
  newType?: string;
  service: string;
  proto: string;
  name: string;
  priority: number;
  weight: number;
  port: number;
  target: string;
}

// The record type comes from the caller: it may be SRV or not.
export async function retarget(zone: string, id: string, rec: Stored, args: Change) {
  const { service, proto, name, priority, weight, port, target } = args;
  const o: Record<string, unknown> = {};
  // cf-codemod(srv-data-to-name): record type is not a literal: if this can be an SRV record, move data.service/proto/name into the top-level name '_service._proto.name'
  o.data = { service, proto, name, priority, weight, port, target };
  o.type = args.newType || rec.type;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if args.newType || rec.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await editRecord(zone, id, o);
}

export async function addService(zone: string, args: Change) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { priority: args.priority, weight: args.weight, port: args.port, target: args.target };
  o.name = `${args.service}.${args.proto}.${args.name}`;
  o.ttl = 3600;
  return addRecord(zone, o);
}

export async function addByKind(zone: string, kind: 'SRV' | 'A', args: Change, ip: string) {
  const record: { [key: string]: unknown } = { ttl: 1 };
  switch (kind) {
    case 'SRV':
      record.type = 'SRV';
      record.data = { priority: 10, weight: 5, port: 5060, target: args.target };
      record.name = `_sip._udp.${args.name}`;
      break;
    case 'A':
      record.type = 'A';
      record.content = ip;
      break;
  }
  return addRecord(zone, record);
}
