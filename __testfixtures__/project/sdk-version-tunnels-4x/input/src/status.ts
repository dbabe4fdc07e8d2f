import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// cloudflare 4.0 and 4.1 send these to /accounts/:account_id/cfd_tunnel already.
export async function tunnelName(accountId: string, tunnelId: string): Promise<string | undefined> {
  const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.name;
}

export async function retire(accountId: string, tunnelId: string): Promise<void> {
  await cf.zeroTrust.tunnels.connections.delete(tunnelId, { account_id: accountId });
  await cf.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId });
}
