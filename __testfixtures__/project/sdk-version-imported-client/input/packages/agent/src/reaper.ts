import type Cloudflare from 'cloudflare';

// Handed the package's client by watch.ts: judged with the package's own cloudflare range.
export class TunnelReaper {
  constructor(private readonly client: Cloudflare) {}

  async reap(accountId: string, tunnelId: string): Promise<void> {
    await this.client.zeroTrust.tunnels.connections.delete(tunnelId, { account_id: accountId, body: {} });
    await this.client.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId, body: {} });
  }
}
