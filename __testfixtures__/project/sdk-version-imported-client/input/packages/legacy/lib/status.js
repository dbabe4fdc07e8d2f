const api = require('./client');

// cloudflare ^3.5.0 still sends this to the removed /accounts/:id/tunnels/:tunnel_id.
async function tunnelStatus(accountId, tunnelId) {
  const tunnel = await api.zeroTrust.tunnels.get(tunnelId, { account_id: accountId });
  return tunnel.status;
}

module.exports = { tunnelStatus };
