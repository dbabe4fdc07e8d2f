const vpn = require('../clients/vpn');

// The VPN provider's tunnels: same route, another host.
async function createTunnel(accountId, name) {
  const { data } = await vpn.post(`/accounts/${accountId}/tunnels`, { name });
  return data;
}

module.exports = { createTunnel };
