import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

/** Hostnames of a zone, as one page of its record list. */
export async function hostnames(zoneId: string): Promise<string[]> {
  const { result } = await cf.dns.records.list({ zone_id: zoneId });
  const out: string[] = [];
  for (const rec of result) {
    out.push(`${rec.name} (${rec.zone_name})`);
  }
  return out;
}

export async function zoneIdsOf(zoneId: string) {
  const records = (await cf.dns.records.list({ zone_id: zoneId, type: 'A' })).result;
  return records.map((rec) => rec.zone_id);
}

export async function renamed(zoneId: string) {
  const { result: entries } = await cf.dns.records.list({ zone_id: zoneId });
  return entries.find((e) => e.type === 'MX')?.zone_name;
}

export async function inline(zoneId: string) {
  return (await cf.dns.records.list({ zone_id: zoneId })).result.map((rec) => rec.zone_id);
}
