const api = require('./client');

// cloudflare ^3.5.0 still sends this to the removed /accounts/:id/tunnels/:tunnel_id.
async function tunnelStatus(accountId, tunnelId) {
  // cf-codemod(account-tunnels): zeroTrust.tunnels.get calls the removed /accounts/:id/tunnels API in cloudflare 3.x: upgrade to cloudflare >= 4.2 and call client.zeroTrust.tunnels.cloudflared.get (same params)
  const tunnel = await api.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.status;
}

module.exports = { tunnelStatus };
