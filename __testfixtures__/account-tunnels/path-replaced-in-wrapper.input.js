// Every tunnel call goes through cf(), which takes a path that starts with /tunnels and puts the account before it.
const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT_ID;

function cf(endpoint, init) {
  const path = endpoint.replace('/tunnels', '');
  return fetch(`${API}/accounts/${ACCOUNT}/tunnels${path}`, init);
}

async function getTunnel(id) {
  return (await cf('/tunnels/' + id)).json();
}

async function dropConnections(id) {
  return cf(`/tunnels/${id}/connections`, { method: 'DELETE' });
}

module.exports = { getTunnel, dropConnections };
