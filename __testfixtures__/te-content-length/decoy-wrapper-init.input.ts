// A client wrapper: `init` is the caller's own request options, not an incoming request.
const API = 'https://api.cloudflare.com/client/v4';

export class ZoneClient {
  constructor(private readonly token: string) {}

  private async send<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${this.token}`);
    const res = await fetch(`${API}${path}`, { ...init, headers });
    return (await res.json()) as T;
  }

  async setTtl(zone: string, id: string, ttl: number) {
    return this.send(`/zones/${zone}/dns_records/${id}`, { method: 'PATCH', body: JSON.stringify({ ttl }) });
  }
}

export async function call(path: string, opts: { headers?: Record<string, string> }) {
  return fetch(`${API}${path}`, { ...opts, headers: { ...opts.headers, accept: 'application/json' } });
}
