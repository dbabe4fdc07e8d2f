import cloudflare from 'cloudflare';
import { findExisting } from './existing';

const client = cloudflare({ token: process.env.CF_TOKEN });

// The stale record found earlier is removed from the zone it says it is in.
export async function replace(zone: { id: string }, host: string, kind: string, address: string) {
  const existing: any = await findExisting(zone.id, host, kind);
  if (existing) {
    await client.dnsRecords.del(existing.zone_id, existing.id);
  }
  await client.dnsRecords.add(zone.id, { type: kind, name: host, content: address } as any);
}

// A raw request built from the record's own coordinates.
export async function drop(token: string, rec: { id: string; zone_id: string }) {
  await fetch(`https://api.cloudflare.com/client/v4/zones/${rec.zone_id}/dns_records/${rec.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}
