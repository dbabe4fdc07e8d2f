const { send } = require('./gateway');

function tunnelNames(acct) {
  return send('GET', `/accounts/${acct}/tunnels`);
}

// Create: moves to /cfd_tunnel.
function openTunnel(acct, name, secret) {
  return send('/accounts/' + acct + '/tunnels', { method: 'POST', body: { name, tunnel_secret: secret } });
}

// One tunnel: every method there is the legacy API.
function closeTunnel(acct, tunnel) {
  return send('DELETE', `/accounts/${acct}/tunnels/${tunnel}`);
}

// The method is the caller's.
function onCollection(options, acct) {
  return send(`/accounts/${acct}/tunnels`, options);
}

module.exports = { tunnelNames, openTunnel, closeTunnel, onCollection };
