import { cf, accountId } from './cloudflare';
import { TunnelReaper } from './reaper';

// cloudflare ^4.1.0 sends tunnels.get to /accounts/:account_id/cfd_tunnel/:tunnel_id already.
export async function isHealthy(tunnelId: string): Promise<boolean> {
  const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.status === 'healthy';
}

export const reaper = new TunnelReaper(cf);
