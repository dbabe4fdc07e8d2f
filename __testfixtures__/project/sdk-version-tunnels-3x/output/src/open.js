const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function openTunnel(accountId, name, secret) {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.create calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.create (same params)
  return client.zeroTrust.tunnels.create({ account_id: accountId, name, tunnel_secret: secret });
}

module.exports = { openTunnel };
