const { cfGet, cfPost } = require('../lib/legacy');

async function listConnections(accountId, id) {
  return cfGet(`/accounts/${accountId}/tunnels/${id}/connections`);
}

async function createTunnel(accountId, name, secret) {
  return cfPost(`/accounts/${accountId}/tunnels`, { name, tunnel_secret: secret });
}

module.exports = { listConnections, createTunnel };
