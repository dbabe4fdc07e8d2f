import Cloudflare from 'cloudflare';

// cloudflare ^4.1.0 (decoy-sdk-version-4x.config.json): 4.0 and 4.1 send every one of these to
// /accounts/:account_id/cfd_tunnel, so there is nothing to migrate or report.
const api = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });

export async function describeTunnel(accountId: string, tunnelId: string): Promise<string> {
  const found = await api.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return `${found.name} (${found.status})`;
}

export async function createTunnel(accountId: string, name: string, secret: string): Promise<string | undefined> {
  const made = await api.zeroTrust.tunnels.create({ account_id: accountId, name, tunnel_secret: secret });
  return made.id;
}

export async function dropConnections(accountId: string, tunnelId: string): Promise<void> {
  await api.zeroTrust.tunnels.connections.delete(tunnelId, { account_id: accountId, body: {} });
}
