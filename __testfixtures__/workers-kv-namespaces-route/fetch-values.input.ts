const CF_API = 'https://api.cloudflare.com/client/v4';

interface KvEnv {
  accountId: string;
  namespaceId: string;
  token: string;
}

export async function readFlag(env: KvEnv, key: string): Promise<string | null> {
  const res = await fetch(`${CF_API}/accounts/${env.accountId}/workers/namespaces/${env.namespaceId}/values/${encodeURIComponent(key)}`, {
    headers: { Authorization: `Bearer ${env.token}` },
  });
  return res.status === 404 ? null : res.text();
}

export async function writeFlag(env: KvEnv, key: string, value: string) {
  await fetch(`${CF_API}/accounts/${env.accountId}/workers/namespaces/${env.namespaceId}/values/${encodeURIComponent(key)}?expiration_ttl=3600`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${env.token}` },
    body: value,
  });
}

export async function keyNames(env: KvEnv, prefix: string): Promise<string[]> {
  const res = await fetch(CF_API + '/accounts/' + env.accountId + '/workers/namespaces/' + env.namespaceId + '/keys?prefix=' + prefix, {
    headers: { Authorization: `Bearer ${env.token}` },
  });
  const body = (await res.json()) as { result: Array<{ name: string }> };
  return body.result.map((k) => k.name);
}
