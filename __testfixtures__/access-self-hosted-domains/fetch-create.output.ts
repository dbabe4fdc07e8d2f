const API = 'https://api.cloudflare.com/client/v4';

export async function protectDashboard(accountId: string, token: string) {
  const res = await fetch(`${API}/accounts/${accountId}/access/apps`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Grafana',
      type: 'self_hosted',
      domain: 'grafana.example.com',
      destinations: [{ type: 'public', uri: 'grafana.example.com' }, { type: 'public', uri: 'grafana.example.com/api' }],
      session_duration: '24h',
    }),
  });
  const { result } = await res.json();
  // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
  console.log('protected', result.self_hosted_domains.join(', '));
  return result.id as string;
}
