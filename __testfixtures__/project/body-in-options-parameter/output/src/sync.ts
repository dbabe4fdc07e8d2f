import { editRecord } from './dns';

export async function publishSip(zoneId: string, recordId: string, target: string): Promise<unknown> {
  const body: Record<string, unknown> = {};
  body.type = 'SRV';
  body.data = { priority: 10, weight: 5, port: 5060, target };
  body.name = '_sip._tcp.office';
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return editRecord(zoneId, recordId, { body, retries: 2 });
}
