// Two classes of one file each have a `request` method; only the first sends to Cloudflare.
// `this.request` is the method of the class that owns `this` (inherited by a subclass).
export class EdgeRules {
  request(path: string) {
    return fetch('https://api.cloudflare.com/client/v4' + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }

  list(zone: string) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

export class PagedEdgeRules extends EdgeRules {
  page(zone: string, n: number) {
    // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
    return this.request(`/zones/${zone}/rate_limits?page=${n}`);
  }
}

export class Quotas {
  request(path: string) {
    return fetch('https://quotas.example.net/api' + path);
  }

  list(zone: string) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}
