import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
const account_id = process.env.CLOUDFLARE_ACCOUNT_ID!;

export async function provision(name: string, tunnelSecret: string) {
  const tunnel = await client.zeroTrust.tunnels.create({ account_id, name, tunnel_secret: tunnelSecret });
  return tunnel.id;
}

export async function inspect(id: string) {
  const all = await client.zeroTrust.tunnels.list({ account_id, is_deleted: false });
  const one = await client.zeroTrust.tunnels.get(id, { account_id });
  const connections = await client.zeroTrust.tunnels.connections.get(id, { account_id });
  return { all, one, connections };
}

export async function teardown(id: string) {
  await client.zeroTrust.tunnels.connections.delete(id, { account_id, body: {} });
  await client.zeroTrust.tunnels.delete(id, { account_id, body: {} });
}
