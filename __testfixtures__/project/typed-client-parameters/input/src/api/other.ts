/** The same shape for the billing service: its paths are not Cloudflare's. */
export class BillingApi {
  private readonly base = 'https://billing.internal.example';

  post(path: string, body: unknown) {
    return fetch(this.base + path, { method: 'POST', body: JSON.stringify(body) });
  }
}
