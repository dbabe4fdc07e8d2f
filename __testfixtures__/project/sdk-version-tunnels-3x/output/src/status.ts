import Cloudflare from 'cloudflare';

const cf = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

// cloudflare 3.x sends these to the removed /accounts/:account_id/tunnels.
export async function tunnelName(accountId: string, tunnelId: string): Promise<string | undefined> {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.get calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.get (same params)
  const tunnel = await cf.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.name;
}

export async function retire(accountId: string, tunnelId: string): Promise<void> {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.connections.delete calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.connections.delete (same params)
  await cf.zeroTrust.tunnels.connections.delete(tunnelId, { account_id: accountId });
  // cf-codemod(account-tunnels): zeroTrust.tunnels.delete calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.delete (its params take no body)
  await cf.zeroTrust.tunnels.delete(tunnelId, { account_id: accountId });
}
