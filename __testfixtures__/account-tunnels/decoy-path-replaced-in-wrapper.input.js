// Callers still write /tunnels, but the client sends them to cfd_tunnel: nothing to move.
const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT_ID;

function cf(endpoint, init) {
  const path = endpoint.replace('/tunnels', '/cfd_tunnel');
  return fetch(`${API}/accounts/${ACCOUNT}${path}`, init);
}

async function getTunnel(id) {
  return (await cf('/tunnels/' + id)).json();
}

async function dropConnections(id) {
  return cf(`/tunnels/${id}/connections`, { method: 'DELETE' });
}

module.exports = { getTunnel, dropConnections };
