type Payload = Record<string, unknown>;

export class CloudflareApi {
  private readonly base = 'https://api.cloudflare.com/client/v4';

  constructor(private readonly token: string) {}

  async patch(path: string, body: Payload): Promise<unknown> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  }
}

export function createCloudflareApi(token: string): CloudflareApi {
  return new CloudflareApi(token);
}

export async function openCloudflareApi(token: string): Promise<CloudflareApi> {
  return new CloudflareApi(token);
}
