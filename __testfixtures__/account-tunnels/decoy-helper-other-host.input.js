import axios from 'axios';

// The same shape against an app's own tunnel inventory service: not the Cloudflare API.
const inventory = axios.create({ baseURL: 'https://inventory.example.net/api' });

async function lookup(accountId, tunnelId) {
  const res = await inventory.get(`/accounts/${accountId}/tunnels/${tunnelId}`);
  return res.data;
}

export async function describe(accountId, tunnelId) {
  const t = await lookup(accountId, tunnelId);
  return `${t.name} (${t.status})`;
}
