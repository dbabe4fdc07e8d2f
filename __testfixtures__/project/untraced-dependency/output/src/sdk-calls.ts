import type Cloudflare from 'cloudflare';

interface Deps {
  cloudflare: () => Cloudflare;
}

// The client reaches this module through a getter the engine does not trace.
export async function legacyLimits(deps: Deps, zone_id: string) {
  // cf-codemod(rate-limits-previous): .rateLimits.list() (/zones/:zone_id/rate_limits) is written here, but its request is not traced to a Cloudflare client: Rate limiting rules: Rulesets API, phase http_ratelimit
  const limits = await deps.cloudflare().rateLimits.list({ zone_id });
  // cf-codemod(brotli-setting): .zones.settings.edit() (/zones/:zone_id/settings/brotli) is written here, but its request is not traced to a Cloudflare client: none: brotli is on for every zone; Enterprise zones turn it off with a Compression Rule
  await deps.cloudflare().zones.settings.edit('brotli', { zone_id, value: 'off' });
  await deps.cloudflare().zones.settings.edit('always_use_https', { zone_id, value: 'on' });
  return limits;
}

export async function rulesOf(api: { client: Cloudflare }, zoneId: string) {
  // cf-codemod(firewall-rules-filters): .firewall.rules.list() (/zones/:zone_id/firewall/rules) is written here, but its request is not traced to a Cloudflare client: WAF custom rules: Rulesets API, phase http_request_firewall_custom
  return api.client.firewall.rules.list({ zone_id: zoneId });
}
