const API = 'https://api.cloudflare.com/client/v4';

interface AppInput {
  name: string;
  type: 'self_hosted';
  domain: string;
  self_hosted_domains?: string[];
}

export async function create(zoneId: string, token: string, host: string) {
  const app: AppInput = { name: host, type: 'self_hosted', domain: host, self_hosted_domains: [host] };
  // cf-codemod(access-self-hosted-domains): self_hosted_domains is replaced by destinations (since 2025-11-21): this body is written with a type (AppInput): add destinations?: Array<{ type: 'public'; uri: string }> to it, then send destinations: [{ type: 'public', uri }] instead
  await fetch(`${API}/zones/${zoneId}/access/apps`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify(app),
  });
}
