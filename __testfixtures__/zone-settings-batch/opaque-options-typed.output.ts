const API_ROOT = 'https://api.cloudflare.com/client/v4';

interface CallOptions {
  method?: 'GET' | 'PATCH';
  payload?: unknown;
}

async function request<T>(route: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', payload } = options;
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return (await res.json()) as T;
}

export async function settings(zoneId: string, options: CallOptions) {
	// cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read or change each setting with its own request
	return request<{ result: unknown[] }>(`/zones/${zoneId}/settings`, options);
}
