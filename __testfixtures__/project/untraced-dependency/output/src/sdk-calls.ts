import type Cloudflare from 'cloudflare';

interface Deps {
  cloudflare: () => Cloudflare;
}

// The client reaches this module through a getter the engine does not trace.
export async function legacyLimits(deps: Deps, zone_id: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const limits = await deps.cloudflare().rateLimits.list({ zone_id });
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  await deps.cloudflare().zones.settings.edit('brotli', { zone_id, value: 'off' });
  await deps.cloudflare().zones.settings.edit('always_use_https', { zone_id, value: 'on' });
  return limits;
}

export async function rulesOf(api: { client: Cloudflare }, zoneId: string) {
  // cf-codemod(firewall-rules-filters): Firewall Rules API removed 2025-01-15: read WAF custom rules from the http_request_firewall_custom phase entrypoint ruleset
  return api.client.firewall.rules.list({ zone_id: zoneId });
}
