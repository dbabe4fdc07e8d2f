export class CloudflareClient {
  private readonly base = 'https://api.cloudflare.com/client/v4';

  constructor(private readonly token: string) {}

  async call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  }
}

export const cloudflare = new CloudflareClient(process.env.CF_TOKEN ?? '');
