const { send } = require('./gateway');

function tunnelNames(acct) {
  return send('GET', `/accounts/${acct}/tunnels`);
}

// Create: moves to /cfd_tunnel.
function openTunnel(acct, name, secret) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return send('/accounts/' + acct + '/tunnels', { method: 'POST', body: { name, tunnel_secret: secret } });
}

// One tunnel: every method there is the legacy API.
function closeTunnel(acct, tunnel) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/cfd_tunnel[/:tunnel_id[/connections|/configurations]]
  return send('DELETE', `/accounts/${acct}/tunnels/${tunnel}`);
}

// The method is the caller's.
function onCollection(options, acct) {
  // cf-codemod(account-tunnels): /accounts/:account_id/tunnels is written here, but its request is not traced to a Cloudflare client: POST (create) must go to /accounts/:account_id/cfd_tunnel; GET (list all tunnels) is live and may stay
  return send(`/accounts/${acct}/tunnels`, options);
}

module.exports = { tunnelNames, openTunnel, closeTunnel, onCollection };
