// Same shape, but the one class written for the interface talks to the billing service's own API:
// its /rate_limits are that service's, not Cloudflare's.
interface BillingClient {
  get(path: string): Promise<unknown>;
}

class Http implements BillingClient {
  constructor(private readonly token: string) {}

  async get(path: string): Promise<unknown> {
    const res = await fetch('https://billing.example.com/api' + path, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return res.json();
  }
}

interface Context {
  client: BillingClient;
  zoneId: string;
}

export async function rateLimitsOf(ctx: Context): Promise<unknown> {
  return ctx.client.get(`/zones/${ctx.zoneId}/rate_limits`);
}

export const makeContext = (token: string, zoneId: string): Context => ({ client: new Http(token), zoneId });
