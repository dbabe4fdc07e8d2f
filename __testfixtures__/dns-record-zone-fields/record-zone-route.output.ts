import cloudflare from 'cloudflare';

const client = cloudflare({ token: process.env.CF_TOKEN });

// The stale record listed here is removed from the zone it says it is in.
export async function replace(zone: { id: string }, host: string, kind: string, address: string) {
  const { result }: any = await client.dnsRecords.browse(zone.id);
  const existing = result.find((r: any) => r.name === host && r.type === kind);
  if (existing) {
    // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
    await client.dnsRecords.del(existing.zone_id, existing.id);
  }
  await client.dnsRecords.add(zone.id, { type: kind, name: host, content: address } as any);
}

// A raw request built from the coordinates of a record just read.
export async function drop(token: string, zoneId: string, id: string) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}/dns_records/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  const rec = (await res.json()).result;
  // cf-codemod(dns-record-zone-fields): DNS records no longer carry zone_id: read off the record, the zone of this request is undefined (/zones/undefined/dns_records/:id); send it to the zone id the record was listed or read with
  await fetch(`https://api.cloudflare.com/client/v4/zones/${rec.zone_id}/dns_records/${rec.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
}
