const API = 'https://api.cloudflare.com/client/v4';

async function cfPost<T>(path: string, payload?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    body: JSON.stringify(payload ?? {}),
  });
  return ((await res.json()) as { result: T }).result;
}

interface NewApp {
  account: string;
  title: string;
  hosts?: string[];
  ttl?: string;
}

export async function addApp(input: NewApp) {
  const payload: Record<string, unknown> = { name: input.title, type: 'self_hosted' };
  if (input.ttl !== undefined) payload['session_duration'] = input.ttl;
  // cf-codemod(access-self-hosted-domains): self_hosted_domains is replaced by destinations (since 2025-11-21): this request's body is given self_hosted_domains here: give it destinations: domains.map((uri) => ({ type: 'public', uri })) instead
  if (input.hosts !== undefined) payload['self_hosted_domains'] = input.hosts;
  return cfPost(`/accounts/${input.account}/access/apps`, payload);
}
