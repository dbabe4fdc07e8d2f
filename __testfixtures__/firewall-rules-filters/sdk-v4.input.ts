import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function allowMonitoring(zoneId: string): Promise<void> {
  // The typed params want action: {mode}; the API takes the action name.
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
  for await (const rule of client.firewall.rules.list({ zone_id: zoneId })) {
    await client.firewall.rules.delete(rule.id!, { zone_id: zoneId });
    if (rule.filter && 'id' in rule.filter) {
      await client.filters.delete(rule.filter.id!, { zone_id: zoneId });
    }
    removed++;
  }
  return removed;
}
