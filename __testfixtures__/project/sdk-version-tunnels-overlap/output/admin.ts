import { Cloudflare } from 'cloudflare';

export class TunnelAdmin {
  constructor(private readonly cf: Cloudflare, private readonly accountId: string) {}

  lookup(id: string) {
    // cf-codemod(account-tunnels): zeroTrust.tunnels.get calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.get (same params)
    return this.cf.zeroTrust.tunnels.get(id, { account_id: this.accountId });
  }
}
