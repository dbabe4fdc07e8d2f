var fetch = require('node-fetch');

var API = 'https://api.cloudflare.com/client/v4';

// Old-style helpers: each request's path sits in a `var` given once.
function listTunnels(token, accountId) {
  var tunnelsUrl = API + '/accounts/' + accountId + '/tunnels';
  return fetch(tunnelsUrl, { headers: { Authorization: 'Bearer ' + token } }).then(function (res) { return res.json(); });
}

function dropTunnel(token, accountId, tunnelId) {
  var tunnelUrl = API + '/accounts/' + accountId + '/tunnels/' + tunnelId;
  return fetch(tunnelUrl, { method: 'DELETE', headers: { Authorization: 'Bearer ' + token } });
}

module.exports = { listTunnels: listTunnels, dropTunnel: dropTunnel };
