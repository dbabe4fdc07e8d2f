import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

interface Wanted {
  name: string;
  port: number;
  target: string;
}

// The zone's record ids by name and type; each wanted SRV record is updated under the id kept for its
// name with the type SRV.
export async function syncServices(zoneId: string, wanted: Wanted[]) {
  const ids = new Map<string, string>();
  for await (const record of cf.dns.records.list({ zone_id: zoneId })) {
    ids.set(`${record.name}|${record.type}`, record.id);
  }
  for (const w of wanted) {
    const id = ids.get(`${w.name}|SRV`);
    if (id === undefined) continue;
    await cf.dns.records.update(id, { zone_id: zoneId, type: 'SRV', name: w.name, data: { priority: 0, weight: 5, port: w.port, target: w.target } } as any);
  }
}
