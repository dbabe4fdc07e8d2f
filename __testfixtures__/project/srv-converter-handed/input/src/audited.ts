import { toTrailBody } from './audit-body';

const CF = 'https://api.cloudflare.com/client/v4';

// The converted list is created at Cloudflare and written to the audit trail as a whole.
export async function publishAudited(zone: string, token: string, hosts: string[]) {
  const bodies = hosts.map(toTrailBody);
  for (const body of bodies) {
    await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  }
  await fetch('https://trail.example.org/batches', { method: 'POST', body: JSON.stringify(bodies) });
}
