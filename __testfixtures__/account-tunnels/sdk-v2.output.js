const cloudflare = require('cloudflare');

const cf = cloudflare({ token: process.env.CF_TOKEN });

async function replaceTunnel(accountId, oldId, name, secret) {
  const existing = await cf.argoTunnels.browse(accountId);
  if (existing.result.some((t) => t.id === oldId)) {
    // cf-codemod(account-tunnels): argoTunnels.clean calls the removed /accounts/:id/tunnels API: use the cloudflare SDK >= 4.2 (client.zeroTrust.tunnels.cloudflared.connections.delete) or a raw call to /accounts/:account_id/cfd_tunnel
    await cf.argoTunnels.clean(accountId, oldId);
    // cf-codemod(account-tunnels): argoTunnels.del calls the removed /accounts/:id/tunnels API: use the cloudflare SDK >= 4.2 (client.zeroTrust.tunnels.cloudflared.delete) or a raw call to /accounts/:account_id/cfd_tunnel
    await cf.argoTunnels.del(accountId, oldId);
  }
  // cf-codemod(account-tunnels): argoTunnels.add calls the removed /accounts/:id/tunnels API: use the cloudflare SDK >= 4.2 (client.zeroTrust.tunnels.cloudflared.create) or a raw call to /accounts/:account_id/cfd_tunnel
  const created = await cf.argoTunnels.add(accountId, { name, tunnel_secret: secret });
  return created.result;
}

module.exports = { replaceTunnel };
