import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function disableNoisyRule(zoneId: string, packageId: string, ruleId: string) {
  const rule = await cf.firewall.waf.packages.rules.get(ruleId, { zone_id: zoneId, package_id: packageId });
  if (rule.mode !== 'off') {
    await cf.firewall.waf.packages.rules.edit(ruleId, { zone_id: zoneId, package_id: packageId, mode: 'off' });
  }
}

export async function groupNames(zoneId: string, packageId: string): Promise<string[]> {
  const names: string[] = [];
  for await (const group of (cf as any).firewall.waf.packages.groups.list(packageId, { zone_id: zoneId })) {
    names.push(group.name);
  }
  return names;
}
