// TypeScript: two clients of one module, each with its own private `call`; the second's base
// has no `/zones`, so routing its calls through the first's `call` would lose them.
const API = 'https://api.cloudflare.com/client/v4';

export class ZoneLimitsClient {
  private call(path: string): Promise<Response> {
    return fetch(`${API}/zones${path}`);
  }

  limits(zoneId: string): Promise<Response> {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return this.call(`/${zoneId}/rate_limits`);
  }
}

export class LimitsClient {
  private readonly call = (path: string): Promise<Response> => fetch(API + path);

  limits(zoneId: string): Promise<Response> {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return this.call(`/zones/${zoneId}/rate_limits`);
  }
}
