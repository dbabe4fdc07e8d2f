// The handlers only know the client by its interface; the one class written for it sends to the API.
interface CloudflareClient {
  get(path: string): Promise<unknown>;
}

class Http implements CloudflareClient {
  constructor(private readonly token: string) {}

  async get(path: string): Promise<unknown> {
    const res = await fetch('https://api.cloudflare.com/client/v4' + path, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return res.json();
  }
}

interface Context {
  client: CloudflareClient;
  zoneId: string;
}

export async function rateLimitsOf(ctx: Context): Promise<unknown> {
  // cf-codemod(rate-limits-previous): Rate Limiting API (previous) removed 2025-01-15: read rate limiting rules from the http_ratelimit phase entrypoint ruleset
  return ctx.client.get(`/zones/${ctx.zoneId}/rate_limits`);
}

export const makeContext = (token: string, zoneId: string): Context => ({ client: new Http(token), zoneId });
