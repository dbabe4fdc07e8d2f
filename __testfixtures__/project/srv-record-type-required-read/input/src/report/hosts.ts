import type { GameSrv, ImapSrv, TrunkSrv } from '../model/srv';

// The dialler needs the trunk's host as a string.
export function trunkHost(record: TrunkSrv): string {
  return record.data.name;
}

// A look-alike shape of this file: its required read is not one of a record type above.
interface DialPlanEntry {
  data: { name: string; proto: string };
}

export function dialPlanHost(entry: DialPlanEntry): string {
  return entry.data.name;
}

// Dashboard labels take a missing part.
export function gameLabel(record: GameSrv): string {
  return `${record.data.service}.${record.data.proto} on ${record.data.name ?? 'the apex'}`;
}

export function gameHosts(records: GameSrv[]): Array<string | undefined> {
  return records.map((r) => r.data.name);
}

export function gameProto(record: GameSrv): string {
  const proto: string | undefined = record.data.proto;
  return proto || 'tcp';
}

export function imapBadge(record: ImapSrv): string {
  const proto = record.data.proto.toUpperCase();
  return `${proto}:${record.data.port}`;
}

export function gameHostLength(record: GameSrv): number {
  return record.data.name?.length ?? 0;
}
