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
  o.data = { service, proto, name, priority, weight, port, target };
  o.type = args.newType || rec.type;
  await editRecord(zone, id, o);
}

export async function addService(zone: string, args: Change) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { service: args.service, proto: args.proto, name: args.name, priority: args.priority, weight: args.weight, port: args.port, target: args.target };
  o.ttl = 3600;
  return addRecord(zone, o);
}

export async function addByKind(zone: string, kind: 'SRV' | 'A', args: Change, ip: string) {
  const record: { [key: string]: unknown } = { ttl: 1 };
  switch (kind) {
    case 'SRV':
      record.type = 'SRV';
      record.data = { service: '_sip', proto: '_udp', name: args.name, priority: 10, weight: 5, port: 5060, target: args.target };
      break;
    case 'A':
      record.type = 'A';
      record.content = ip;
      break;
  }
  return addRecord(zone, record);
}
