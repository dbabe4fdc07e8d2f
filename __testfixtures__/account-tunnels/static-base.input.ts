// The base comes from a static method; a getter passes it on; URLs are built with new URL.
export class TunnelClient {
  static root(): string {
    return 'https://api.cloudflare.com/client/v4';
  }

  private get base(): string {
    return TunnelClient.root();
  }

  constructor(private readonly token: string) {}

  async create(accountId: string, name: string) {
    const u = new URL(`${TunnelClient.root()}/accounts/${accountId}/tunnels`);
    return fetch(u, { method: 'POST', headers: this.headers(), body: JSON.stringify({ name }) });
  }

  async remove(accountId: string, tunnelId: string) {
    const u = new URL(`${this.base}/accounts/${accountId}/tunnels/${tunnelId}`);
    await fetch(u.toString(), { method: 'DELETE', headers: this.headers() });
  }

  async connections(accountId: string, tunnelId: string) {
    const u = new URL(`${this.base}/accounts/${accountId}/tunnels/${tunnelId}/connections`);
    u.searchParams.set('per_page', '50');
    return fetch(u.href, { headers: this.headers() });
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}` };
  }
}
