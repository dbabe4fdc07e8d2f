import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

function firstOf<T>(items: T[], otherwise?: T): T | undefined {
  return items.length ? items[0] : otherwise;
}

// The record comes out of a helper: its id and its type are read off the same object.
export async function pointV4(zoneId: string, host: string, ip: string) {
  const listed: Cloudflare.DNS.RecordResponse[] = [];
  for await (const r of cf.dns.records.list({ zone_id: zoneId })) listed.push(r);
  const v4 = firstOf(listed.filter((r) => r.name === host));
  if (v4 && v4.content !== ip) {
    await cf.dns.records.update(v4.id, { zone_id: zoneId, name: v4.name, type: v4.type, ttl: v4.ttl, content: ip } as any);
  }
}

// The first element of a filtered copy.
export async function pointV6(zoneId: string, host: string, ip: string) {
  const page = await cf.dns.records.list({ zone_id: zoneId });
  const v6 = page.result.filter((r) => r.name === host)[0];
  if (!v6) return;
  await cf.dns.records.edit(v6.id, { zone_id: zoneId, type: v6.type, content: ip } as any);
}

// Rows the app keeps in its own store, each with the Cloudflare id and type it was saved with.
interface Saved { zone: string; id: string; type: string; name: string; proxied: boolean }
declare function loadSaved(): Promise<Saved[]>;

export async function refreshSaved(ip: string) {
  const rows = await loadSaved();
  for (const row of rows) {
    await cf.dns.records.update(row.id, { zone_id: row.zone, name: row.name, type: row.type, content: ip, proxied: row.proxied } as any);
  }
}
