// Rate limit inspection for the support dashboard.
const CF_API = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CF_API_TOKEN}` };

export async function rateLimit(zoneId: string, id: string) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read the rate limiting rule from the http_ratelimit phase entrypoint ruleset
  const res = await fetch(`${CF_API}/zones/${zoneId}/rate_limits/${id}`, { headers: auth });
  return (await res.json()).result;
}

export async function rateLimitsRequest(zoneId: string, method: string, body?: object) {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: migrate to rate limiting rules (Rulesets API, phase http_ratelimit)
  return fetch(`${CF_API}/zones/${zoneId}/rate_limits`, { method, headers: auth, body: body ? JSON.stringify(body) : undefined });
}
