type Payload = Record<string, unknown>;

// The same shape for the CDN vendor next door, and one whose base is read from the environment.
class EdgeApi {
  constructor(private readonly root: string, private readonly token: string) {}

  async patch(path: string, body: Payload): Promise<unknown> {
    const res = await fetch(`${this.root}${path}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    return res.json();
  }
}

export function createVendorApi(token: string): EdgeApi {
  return new EdgeApi('https://api.edgevendor.example/v2', token);
}

export function createConfiguredApi(token: string): EdgeApi {
  return new EdgeApi(process.env.CF_API_BASE ?? '', token);
}

// Named like a Cloudflare factory, returns a plain settings holder.
function createCloudflareApi(token: string) {
  return { token, patch: async (path: string, body: Payload) => ({ path, body }) };
}

export async function tune(token: string, zone: string): Promise<void> {
  const vendor = createVendorApi(token);
  await vendor.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const configured = createConfiguredApi(token);
  await configured.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
  const local = createCloudflareApi(token);
  await local.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
}
