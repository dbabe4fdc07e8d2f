import { replaceRecord, type RecordBody } from './records';

export async function chat(zoneId: string, recordId: string, target: string): Promise<Response> {
  const body: RecordBody = {};
  body.type = 'SRV';
  body.data = { priority: 0, weight: 0, port: 5222, target };
  body.name = '_xmpp._tcp.chat';
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return replaceRecord(zoneId, recordId, { body });
}
