// One helper for every tunnel request: it writes the tunnels segment itself and takes the method.
const API = 'https://api.cloudflare.com/client/v4';

async function tunnelApi(accountId, method, suffix = '', body) {
  const res = await fetch(`${API}/accounts/${accountId}/tunnels${suffix}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()).result;
}

async function openTunnel(accountId, name, secret) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this POST goes through tunnelApi, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  return tunnelApi(accountId, 'POST', '', { name, tunnel_secret: secret });
}

async function closeTunnel(accountId, id) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this DELETE goes through tunnelApi, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  await tunnelApi(accountId, 'DELETE', `/${id}/connections`);
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this DELETE goes through tunnelApi, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  return tunnelApi(accountId, 'DELETE', `/${id}`);
}

async function tunnels(accountId) {
  return tunnelApi(accountId, 'GET', '?is_deleted=false');
}

module.exports = { openTunnel, closeTunnel, tunnels };
