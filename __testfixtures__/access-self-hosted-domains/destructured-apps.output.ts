const API = 'https://api.cloudflare.com/client/v4';

interface App {
  id: string;
  name: string;
  self_hosted_domains: string[];
}

export async function domainsByApp(zoneId: string, token: string): Promise<Map<string, string[]>> {
  const res = await fetch(`${API}/zones/${zoneId}/access/apps`, { headers: { Authorization: `Bearer ${token}` } });
  const { result } = (await res.json()) as { result: App[] };
  const byName = new Map<string, string[]>();
  // cf-codemod(access-self-hosted-domains): Access applications no longer return self_hosted_domains (since 2025-11-21): read destinations (the uri of each { type: 'public' } entry) instead
  result
    .filter(({ name }) => name.length > 0)
    .map(({ name, self_hosted_domains }) => [name, self_hosted_domains] as const)
    .forEach(([name, domains]) => byName.set(name, domains));
  return byName;
}
