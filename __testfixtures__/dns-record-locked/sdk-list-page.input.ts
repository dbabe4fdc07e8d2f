import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function lockState(zoneId: string): Promise<Record<string, boolean>> {
  const { result } = await cf.dns.records.list({ zone_id: zoneId });
  const state: Record<string, boolean> = {};
  for (const record of result) state[record.name] = record.locked;
  return state;
}

export async function lockFlags(zoneId: string): Promise<boolean[]> {
  const rows = (await cf.dns.records.list({ zone_id: zoneId })).result;
  return rows.map((row) => row.locked);
}

export async function firstLocked(zoneId: string) {
  const { result: all } = await cf.dns.records.list({ zone_id: zoneId });
  if (all[0].locked) return all[0].name;
  return { name: all[0].name, locked: all[0].locked };
}
