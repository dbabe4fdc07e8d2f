import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

/** Zones and rulesets come back in pages too; their `locked` is none of the records'. */
export async function zoneLocks(accountId: string) {
  const { result } = await cf.zones.list({ account: { id: accountId } });
  const flags = result.map((z: any) => ({ name: z.name, locked: z.locked }));
  const sets = (await cf.rulesets.list({ zone_id: accountId })).result;
  return { flags, sets: sets.map((s: any) => s.locked) };
}
