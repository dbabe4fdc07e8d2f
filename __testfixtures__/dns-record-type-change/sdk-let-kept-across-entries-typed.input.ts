import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

interface Entry {
  host: string;
  type: 'A' | 'AAAA' | 'CNAME';
  value: string;
}

// One slot for every host: a host not found this turn leaves last turn's record in it.
export async function applyAll(zoneId: string, entries: Entry[]): Promise<void> {
  let hit: { id: string } | null = null;
  for (const entry of entries) {
    for await (const rec of cf.dns.records.list({ zone_id: zoneId, type: entry.type, name: entry.host } as any)) {
      if (rec.name === entry.host) {
        hit = rec;
        break;
      }
    }
    if (hit) await cf.dns.records.update(hit.id, { zone_id: zoneId, type: entry.type, name: entry.host, content: entry.value } as any);
  }
}
