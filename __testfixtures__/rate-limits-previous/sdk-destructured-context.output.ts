import Cloudflare from 'cloudflare';

// The app's request context carries the SDK client one level down.
const context = {
  cloudflare: { client: new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN }) as unknown as Cloudflare },
  zoneId: process.env.ZONE_ID ?? '',
};

export async function auditLimits() {
  const { client } = context.cloudflare;
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  const page = await client.rateLimits.list({ zone_id: context.zoneId });
  return page.result.length;
}

interface Handler {
  cloudflare: { client: Cloudflare };
  zone: string;
}

export async function dropLimit(handler: Handler, id: string) {
  const { client: cf } = handler.cloudflare;
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: delete the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  await cf.rateLimits.delete(id, { zone_id: handler.zone });
}

class Sdk {
  get client() {
    return new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
  }
}

const sdk = new Sdk();

export async function firstLimit(zoneId: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  return (sdk.client as any).rateLimits.get('rl-1', { zone_id: zoneId });
}
