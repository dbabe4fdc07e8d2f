import { send } from '../api/send';

export async function stopMinifying(zone: string) {
  return zone;
}

export async function retype(zone: string, id: string, kind: string) {
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return send(`/zones/${zone}/dns_records/${id}`, 'PUT', { type: kind, name: 'www', content: '192.0.2.1' });
}
