// The same client shape for another provider, and a static root taking a region (not one value).
export class TunnelClient {
  static root(): string {
    return 'https://api.vpn-provider.example/v1';
  }

  get base(): string {
    return TunnelClient.root();
  }

  async create(accountId: string) {
    const u = new URL(`${TunnelClient.root()}/accounts/${accountId}/tunnels`);
    return fetch(u, { method: 'POST' });
  }

  async remove(accountId: string, tunnelId: string) {
    await fetch(new URL(`${this.base}/accounts/${accountId}/tunnels/${tunnelId}`).toString(), { method: 'DELETE' });
  }
}

export class Regional {
  static root(region: string): string {
    return region === 'cf' ? 'https://api.cloudflare.com/client/v4' : `https://${region}.example.net`;
  }

  async create(accountId: string) {
    return fetch(`${Regional.root('eu')}/accounts/${accountId}/tunnels`, { method: 'POST' });
  }
}
