type Json = Record<string, unknown>;

export class CloudflareApi {
  private base = 'https://api.cloudflare.com/client/v4';

  constructor(private readonly token: string, private readonly zoneId: string) {}

  async call(method: string, path: string, body?: Json): Promise<any> {
    const res = await fetch(this.base + path, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  }

  async enableCompression(): Promise<void> {}
}

const api = new CloudflareApi(process.env.CF_API_TOKEN!, process.env.CF_ZONE_ID!);

export async function setup(): Promise<void> {
  await api.call('PATCH', `/zones/${process.env.CF_ZONE_ID}/settings/http3`, { value: 'on' });
}
