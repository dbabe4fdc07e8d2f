import type Cloudflare from 'cloudflare';

interface Deps {
  cloudflare: () => Cloudflare;
}

// The client reaches this module through a getter the engine does not trace.
export async function legacyLimits(deps: Deps, zone_id: string) {
  const limits = await deps.cloudflare().rateLimits.list({ zone_id });
  await deps.cloudflare().zones.settings.edit('brotli', { zone_id, value: 'off' });
  await deps.cloudflare().zones.settings.edit('always_use_https', { zone_id, value: 'on' });
  return limits;
}

export async function rulesOf(api: { client: Cloudflare }, zoneId: string) {
  return api.client.firewall.rules.list({ zone_id: zoneId });
}
