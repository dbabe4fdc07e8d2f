import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const account_id = process.env.CLOUDFLARE_ACCOUNT_ID!;

export async function provision(name: string, tunnelSecret: string) {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.create calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.create (same params)
  const tunnel = await client.zeroTrust.tunnels.create({ account_id, name, tunnel_secret: tunnelSecret });
  return tunnel.id;
}

export async function inspect(id: string) {
  const all = await client.zeroTrust.tunnels.list({ account_id, is_deleted: false });
  // cf-codemod(account-tunnels): zeroTrust.tunnels.get calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.get (same params)
  const one = await client.zeroTrust.tunnels.get(id, { account_id });
  const connections = await client.zeroTrust.tunnels.connections.get(id, { account_id });
  return { all, one, connections };
}

export async function teardown(id: string) {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.connections.delete calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.connections.delete (same params)
  await client.zeroTrust.tunnels.connections.delete(id, { account_id, body: {} });
  // cf-codemod(account-tunnels): zeroTrust.tunnels.delete calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.delete (its params take no body)
  await client.zeroTrust.tunnels.delete(id, { account_id, body: {} });
}
