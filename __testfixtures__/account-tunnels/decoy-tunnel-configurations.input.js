// A VPN controller of the app's own: its tunnels have configurations too.
const CONTROLLER = 'https://vpn.internal.example/api';

export async function getConfig(accountId, tunnelId) {
  const res = await fetch(`${CONTROLLER}/accounts/${accountId}/tunnels/${tunnelId}/configurations`);
  return res.json();
}

// Already on the current endpoint.
export const current = (accountId, tunnelId) =>
  fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/cfd_tunnel/${tunnelId}/configurations`);
