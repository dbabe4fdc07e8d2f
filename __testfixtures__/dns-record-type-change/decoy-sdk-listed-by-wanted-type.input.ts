import Cloudflare from 'cloudflare';

interface Desired { host: string; kind: 'A' | 'AAAA'; address: string }

const dns = new Cloudflare({ apiToken: process.env.DNS_TOKEN });

// Each desired address is looked up by its own host and kind: the one record found has that kind.
export async function sync(zone: string, desired: Desired[]) {
  for (const item of desired) {
    const rows = (await dns.dns.records.list({ zone_id: zone, name: item.host as any, type: item.kind })).result;
    if (rows.length !== 1) continue;
    await dns.dns.records.update(rows[0].id, { zone_id: zone, name: item.host, type: item.kind, content: item.address } as any);
  }
}

// The same through a name the kind is kept in first.
export async function syncOne(zone: string, item: Desired) {
  const kind = item.kind;
  const page = await dns.dns.records.list({ zone_id: zone, type: kind, name: item.host as any });
  const row = page.result[0];
  if (!row) return;
  await dns.dns.records.edit(row.id, { zone_id: zone, type: kind, content: item.address } as any);
}
