import axios from 'axios';

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

interface Ingress { hostname?: string; service: string }

export async function addRoute(accountId: string, tunnelId: string, route: Ingress): Promise<void> {
  const { data } = await cf.get(`/accounts/${accountId}/tunnels/${tunnelId}/configurations`);
  const ingress: Ingress[] = data.result.config.ingress;
  await cf.put(`/accounts/${accountId}/tunnels/${tunnelId}/configurations`, { config: { ingress: [route, ...ingress] } });
}
