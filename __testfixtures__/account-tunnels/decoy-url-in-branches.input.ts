// The URL chosen in branches among another provider's routes and the app's own.
const VPN = 'https://api.vpn-provider.example/v1';

export async function cleanUp(target: string, accountId: string, tunnelId: string): Promise<void> {
  let url: string;
  switch (target) {
    case 'connections':
      url = `${VPN}/accounts/${accountId}/tunnels/${tunnelId}/connections`;
      break;
    default:
      url = `/accounts/${accountId}/tunnels/${tunnelId}`;
  }
  await fetch(url, { method: 'DELETE' });
}

export async function create(accountId: string, cloud: boolean) {
  let url = `/api/accounts/${accountId}/tunnels`;
  if (cloud) url = `${VPN}/accounts/${accountId}/tunnels`;
  return fetch(url, { method: 'POST', body: '{}' });
}
