var API = 'https://api.cloudflare.com/client/v4';

// The path is given again when a mirror is set: the var is not written once, its literal not only this request's.
function dropTunnel(token, accountId, tunnelId) {
  var tunnelUrl = API + '/accounts/' + accountId + '/tunnels/' + tunnelId;
  if (process.env.MIRROR) tunnelUrl = process.env.MIRROR + '/tunnels/' + tunnelId;
  return fetch(tunnelUrl, { method: 'DELETE', headers: { Authorization: 'Bearer ' + token } });
}

module.exports = { dropTunnel: dropTunnel };
