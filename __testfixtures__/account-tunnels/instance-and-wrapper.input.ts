import axios from 'axios';

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` },
});

const ACCOUNT = process.env.CLOUDFLARE_ACCOUNT_ID!;

export class TunnelService {
  async create(name: string, tunnelSecret: string) {
    const res = await cf.post(`/accounts/${ACCOUNT}/tunnels`, { name, tunnel_secret: tunnelSecret });
    return res.data.result;
  }

  async all() {
    const res = await cf.get(`/accounts/${ACCOUNT}/tunnels`, { params: { is_deleted: false } });
    return res.data.result;
  }

  async connections(id: string) {
    const res = await cf.get(`/accounts/${ACCOUNT}/tunnels/${id}/connections`);
    return res.data.result;
  }
}

async function cfApi(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`https://api.cloudflare.com/client/v4/accounts/${ACCOUNT}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

export const removeTunnel = (id: string) => cfApi(`/tunnels/${id}`, 'DELETE');
export const tunnel = (id: string) => cfApi('/tunnels/' + id);
export const tunnelsByMethod = (method: string, body?: unknown) => cfApi('/tunnels', method, body);
