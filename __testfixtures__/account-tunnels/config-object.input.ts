import axios from 'axios';

// Settings kept in one object; the base URL is one of them.
const settings = {
  cloudflare: { apiUrl: 'https://api.cloudflare.com/client/v4', token: process.env.CLOUDFLARE_API_TOKEN },
  retries: 3,
};

function loadConfig() {
  return { baseUrl: 'https://api.cloudflare.com/client/v4', accountId: process.env.CLOUDFLARE_ACCOUNT_ID };
}

export async function createTunnel(accountId: string, name: string) {
  const res = await fetch(`${settings.cloudflare.apiUrl}/accounts/${accountId}/tunnels`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.cloudflare.token}` },
    body: JSON.stringify({ name, config_src: 'cloudflare' }),
  });
  return res.json();
}

export async function deleteTunnel(tunnelId: string) {
  const cfg = loadConfig();
  await axios.delete(`${cfg.baseUrl}/accounts/${cfg.accountId}/tunnels/${tunnelId}`);
}

const http = axios.create({ baseURL: settings.cloudflare.apiUrl });
export const connections = (accountId: string, tunnelId: string) => http.get(`/accounts/${accountId}/tunnels/${tunnelId}/connections`);
