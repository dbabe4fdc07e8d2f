type Payload = Record<string, unknown>;

class CloudflareApi {
  private readonly root = 'https://api.cloudflare.com/client/v4';

  constructor(private readonly token: string) {}

  async patch(path: string, body: Payload): Promise<unknown> {
    const res = await fetch(`${this.root}${path}`, {
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

export async function connectCloudflare(token: string): Promise<CloudflareApi> {
  return new CloudflareApi(token);
}

export async function tuneZone(token: string, zone: string): Promise<void> {
  const api = createCloudflareApi(token);
  await api.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  await api.patch(`/zones/${zone}/settings/always_use_https`, { value: 'on' });
}

export async function tuneLater(token: string, zone: string): Promise<void> {
  const later = await connectCloudflare(token);
  await later.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
}
