import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

/** Zones and accounts come back in pages too: their members are their own. */
export async function zoneSummary(accountId: string) {
  const { result } = await cf.zones.list({ account: { id: accountId } });
  const lines: string[] = [];
  for (const z of result as any[]) {
    lines.push(`${z.name}: ${z.name_servers.join(',')} ${z.zone_name} ${z.zone_id}`);
  }
  const owners = (await cf.accounts.list()).result;
  return { lines, owners: owners.map((a: any) => a.zone_id) };
}

/** A record's own fields, destructured from one record (not a page): nothing is said of them here. */
export async function oneRecord(zoneId: string, id: string) {
  const { result } = await cf.dns.records.get(id, { zone_id: zoneId }) as any;
  return result?.zone_name;
}
