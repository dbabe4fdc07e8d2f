import { lookUp, overwrite } from './records.js';

// Found among the AAAA records, written back with the caller's type.
export async function move(token, zoneId, host, kind, ip) {
  const rows = await lookUp(token, zoneId, { kind: 'AAAA', host });
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if kind can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  if (rows[0]) await overwrite(token, zoneId, rows[0].id, { type: kind, name: host, content: ip });
}
