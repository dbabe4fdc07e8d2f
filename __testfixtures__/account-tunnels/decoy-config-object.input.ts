import axios from 'axios';

// A configuration object for another provider, and one whose base is replaced at run time.
const settings = {
  vpn: { apiUrl: 'https://api.vpn-provider.example/v1' },
};

const target = { baseUrl: 'https://api.cloudflare.com/client/v4' };
if (process.env.MOCK_API) target.baseUrl = process.env.MOCK_API;

export async function createTunnel(accountId: string) {
  await fetch(`${settings.vpn.apiUrl}/accounts/${accountId}/tunnels`, { method: 'POST', body: '{}' });
  await axios.post(`${target.baseUrl}/accounts/${accountId}/tunnels`, {});
}
