import { Cloudflare } from 'cloudflare';

export class TunnelAdmin {
  constructor(private readonly cf: Cloudflare, private readonly accountId: string) {}

  lookup(id: string) {
    return this.cf.zeroTrust.tunnels.get(id, { account_id: this.accountId });
  }
}
