// The list call is live again ("list all tunnels"), and /cfd_tunnel calls are current.
const API = 'https://api.cloudflare.com/client/v4';

async function tunnels(accountId, token) {
  const headers = { Authorization: `Bearer ${token}` };
  const all = await fetch(`${API}/accounts/${accountId}/tunnels?is_deleted=false&per_page=100`, { headers });
  const cfd = await fetch(`${API}/accounts/${accountId}/cfd_tunnel`, { headers });
  const gone = await fetch(API + '/accounts/' + accountId + '/cfd_tunnel/' + 'abc', { method: 'DELETE', headers });
  return [await all.json(), await cfd.json(), gone.ok];
}

module.exports = { tunnels };
