const Cloudflare = require('cloudflare');

const client = new Cloudflare({ apiToken: process.env.CF_API_TOKEN });

async function openTunnel(accountId, name, secret) {
  return client.zeroTrust.tunnels.create({ account_id: accountId, name, tunnel_secret: secret });
}

module.exports = { openTunnel };
