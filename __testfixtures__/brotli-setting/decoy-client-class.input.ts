// A client class of the same shape for an origin's admin API: not Cloudflare.
export class OriginAdmin {
  private base = 'https://admin.origin.example.com/api';

  async call(method: string, path: string, body?: unknown): Promise<any> {
    const res = await fetch(this.base + path, { method, body: body ? JSON.stringify(body) : undefined });
    return res.json();
  }
}

const admin = new OriginAdmin();

export async function setup(zone: string): Promise<void> {
  await admin.call('PATCH', `/zones/${zone}/settings/brotli`, { value: 'on' });
}
