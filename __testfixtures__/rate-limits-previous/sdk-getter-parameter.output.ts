import Cloudflare from 'cloudflare';

type ClientSource = () => Cloudflare | undefined;

interface JobDeps {
  getClient(): Cloudflare;
  zoneId: string;
}

// The client is built lazily by the host app; jobs receive a way to reach it.
export async function listLimits(getClient: () => Cloudflare, zoneId: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const page = await getClient().rateLimits.list({ zone_id: zoneId });
  return page.result;
}

export async function dropLimit(getClient: ClientSource, zoneId: string, id: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  await getClient()!.rateLimits.delete(id, { zone_id: zoneId });
}

export async function addLimit(getClient: () => Cloudflare, zoneId: string, threshold: number) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: create a rate limiting rule in phase http_ratelimit instead
  return (getClient() as any).rateLimits.create({
    zone_id: zoneId,
    match: { request: { url: 'shop.example.com/login' } },
    threshold,
    period: 60,
    action: { mode: 'block' },
  });
}

export async function nightly(deps: JobDeps) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  for await (const limit of deps.getClient().rateLimits.list({ zone_id: deps.zoneId })) {
    console.log(limit.id);
  }
}

export async function viaDestructured({ getClient, zoneId }: JobDeps) {
  const client = getClient();
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  return client.rateLimits.get('rl-1', { zone_id: zoneId });
}
