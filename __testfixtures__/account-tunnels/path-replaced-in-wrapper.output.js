// Every tunnel call goes through cf(), which takes a path that starts with /tunnels and puts the account before it.
const API = 'https://api.cloudflare.com/client/v4';
const ACCOUNT = process.env.CF_ACCOUNT_ID;

function cf(endpoint, init) {
  const path = endpoint.replace('/tunnels', '');
  return fetch(`${API}/accounts/${ACCOUNT}/tunnels${path}`, init);
}

async function getTunnel(id) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this GET goes through cf, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  return (await cf('/tunnels/' + id)).json();
}

async function dropConnections(id) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this DELETE goes through cf, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  return cf(`/tunnels/${id}/connections`, { method: 'DELETE' });
}

module.exports = { getTunnel, dropConnections };
