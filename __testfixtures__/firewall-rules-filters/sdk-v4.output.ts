import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function allowMonitoring(zoneId: string): Promise<void> {
  // The typed params want action: {mode}; the API takes the action name.
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: create this as a WAF custom rule (Rulesets API, phase http_request_firewall_custom)
  await (client as any).firewall.rules.create({
    zone_id: zoneId,
    description: 'uptime monitors',
    action: 'bypass',
    products: ['waf', 'rateLimit', 'securityLevel'],
    filter: { expression: '(http.user_agent contains "UptimeRobot")', paused: false },
  });
}

export async function purgeRules(zoneId: string): Promise<number> {
  let removed = 0;
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  for await (const rule of client.firewall.rules.list({ zone_id: zoneId })) {
    // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: delete the WAF custom rule from the http_request_firewall_custom phase entrypoint ruleset
    await client.firewall.rules.delete(rule.id!, { zone_id: zoneId });
    if (rule.filter && 'id' in rule.filter) {
      // cf-codemod(firewall-rules-filters): Filters API removed 2025-01-15: nothing to delete separately; delete the WAF custom rule (phase http_request_firewall_custom)
      await client.filters.delete(rule.filter.id!, { zone_id: zoneId });
    }
    removed++;
  }
  return removed;
}
