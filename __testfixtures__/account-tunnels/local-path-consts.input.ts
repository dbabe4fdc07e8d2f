interface CallOptions {
  token: string;
  trace?: boolean;
}

// One helper sends every request; each caller builds its path in a local const first.
async function cloudflare<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions, body?: unknown): Promise<T> {
  const apiRoot = 'https://api.cloudflare.com/client/v4';
  let endpoint = `${apiRoot}${path}`;
  if (options.trace) console.debug(method, endpoint);
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${options.token}` } };
  if (body) init.body = JSON.stringify(body);
  const res = await fetch(endpoint, init);
  const json = await res.json();
  if (!json.success) throw new Error(json.errors?.[0]?.message ?? 'Cloudflare API error');
  return json.result as T;
}

export async function createTunnel(token: string, accountId: string, name: string) {
  const path = `/accounts/${accountId}/tunnels`;
  return cloudflare<{ id: string }>('POST', path, { token }, { name, config_src: 'cloudflare' });
}

export async function setIngress(token: string, accountId: string, tunnelId: string, hostname: string, port: number) {
  const path = `/accounts/${accountId}/tunnels/${tunnelId}/configurations`;
  const body = { config: { ingress: [{ hostname, service: `http://localhost:${port}` }, { service: 'http_status:404' }] } };
  await cloudflare<void>('PUT', path, { token }, body);
}

export async function removeTunnel(token: string, accountId: string, tunnelId: string) {
  const path = `/accounts/${accountId}/tunnels/${tunnelId}`;
  await cloudflare<void>('DELETE', path, { token });
}

export async function listTunnels(token: string, accountId: string) {
  const path = `/accounts/${accountId}/tunnels`;
  return cloudflare<unknown[]>('GET', path, { token });
}
