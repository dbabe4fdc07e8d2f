const API = 'https://api.cloudflare.com/client/v4';

interface AppInput {
  name: string;
  type: 'self_hosted';
  domain: string;
  self_hosted_domains?: string[];
}

export async function create(zoneId: string, token: string, host: string) {
  const app: AppInput = { name: host, type: 'self_hosted', domain: host, self_hosted_domains: [host] };
  await fetch(`${API}/zones/${zoneId}/access/apps`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(app),
  });
}
