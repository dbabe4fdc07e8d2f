import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// cloudflare 3.x sends these to the removed /accounts/:account_id/tunnels.
export async function tunnelName(accountId: string, tunnelId: string): Promise<string | undefined> {
  const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.name;
}

export async function retire(accountId: string, tunnelId: string): Promise<void> {
  await cf.zeroTrust.tunnels.connections.delete(tunnelId, { account_id: accountId });
  await cf.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId });
}
