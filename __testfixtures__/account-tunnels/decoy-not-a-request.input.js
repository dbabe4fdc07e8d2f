const API = 'https://api.cloudflare.com/client/v4';

// A link shown to the user and logged: never requested here.
function tunnelLink(accountId, tunnelId) {
  const url = `${API}/accounts/${accountId}/tunnels/${tunnelId}`;
  console.log(String(url));
  debug(url);
  report(new Error(`${API}/accounts/${accountId}/tunnels/${tunnelId}`));
  return encodeURI(url);
}

module.exports = { tunnelLink };
