var API = 'https://api.cloudflare.com/client/v4';

// The path is given again when a mirror is set: the var is not written once, its literal not only this request's.
function dropTunnel(token, accountId, tunnelId) {
  var tunnelUrl = API + '/accounts/' + accountId + '/tunnels/' + tunnelId;
  if (process.env.MIRROR) tunnelUrl = process.env.MIRROR + '/tunnels/' + tunnelId;
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: its tunnels segment is shared with URLs that stay (such as the live list call), so give it its own URL
  return fetch(tunnelUrl, { method: 'DELETE', headers: { Authorization: 'Bearer ' + token } });
}

module.exports = { dropTunnel: dropTunnel };
