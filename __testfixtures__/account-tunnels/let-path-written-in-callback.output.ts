const API = 'https://api.cloudflare.com/client/v4';

// A callback may give the path again at any time: not written once.
export function dropper(token: string, accountId: string, tunnelId: string) {
  let tunnelUrl = `${API}/accounts/${accountId}/tunnels/${tunnelId}`;
  process.on('SIGHUP', () => {
    tunnelUrl = `${process.env.MIRROR}/tunnels/${tunnelId}`;
  });
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: its tunnels segment is shared with URLs that stay (such as the live list call), so give it its own URL
  return () => fetch(tunnelUrl, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
}
