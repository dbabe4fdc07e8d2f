import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function disableNoisyRule(zoneId: string, packageId: string, ruleId: string) {
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: read the managed ruleset's rules (GET /zones/:zone_id/rulesets/:ruleset_id; new rule ids)
  const rule = await cf.firewall.waf.packages.rules.get(ruleId, { zone_id: zoneId, package_id: packageId });
  if (rule.mode !== 'off') {
    // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: set this rule with a rule override of the execute rule in phase http_request_firewall_managed (new rule ids)
    await cf.firewall.waf.packages.rules.edit(ruleId, { zone_id: zoneId, package_id: packageId, mode: 'off' });
  }
}

export async function groupNames(zoneId: string, packageId: string): Promise<string[]> {
  const names: string[] = [];
  // cf-codemod(waf-previous): WAF managed rules (previous) removed 2025-01-15: rule groups became tags: read the managed ruleset's rules and their categories
  for await (const group of (cf as any).firewall.waf.packages.groups.list(packageId, { zone_id: zoneId })) {
    names.push(group.name);
  }
  return names;
}
