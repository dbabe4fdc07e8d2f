export class CloudflareClient {
  private readonly base: string;

  constructor(private readonly token: string) {
    this.base = 'https://api.cloudflare.com/client/v4';
  }

  setSetting(zone: string, id: string, value: unknown): Promise<Response> {
    return fetch(this.base + `/zones/${zone}/settings/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ value }),
    });
  }
}
