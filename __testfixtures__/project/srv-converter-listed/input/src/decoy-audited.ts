import { createRecord } from './cloudflare';
import { toAuditedBody } from './decoy-audited-body';

// The list of bodies is also written to an audit trail: the converter stays as it is.
export async function importAudited(zoneId: string, hosts: string[]) {
  const bodies = hosts.map((h) => toAuditedBody(h));
  for (const body of bodies) await createRecord(zoneId, body);
  for (const body of bodies) await fetch('https://audit.example.org/events', { method: 'POST', body: JSON.stringify(body) });
}
