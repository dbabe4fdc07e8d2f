import { lookUp, overwrite } from './records.js';

// Found among the AAAA records, written back with the caller's type.
export async function move(token, zoneId, host, kind, ip) {
  const rows = await lookUp(token, zoneId, { kind: 'AAAA', host });
  if (rows[0]) await overwrite(token, zoneId, rows[0].id, { type: kind, name: host, content: ip });
}
