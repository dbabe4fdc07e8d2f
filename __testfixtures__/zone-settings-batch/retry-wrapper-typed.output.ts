const API_ROOT = 'https://api.cloudflare.com/client/v4';

interface CallOptions {
  method?: string;
  payload?: unknown;
}

async function request<T>(route: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', payload } = options;
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return (await res.json()) as T;
}

async function requestWithRetry<T>(route: string, options: CallOptions = {}, attempts = 3): Promise<T> {
  for (let i = 1; i < attempts; i++) {
    try {
      return await request<T>(route, options);
    } catch (err) {
      console.warn(`attempt ${i} failed`, err);
    }
  }
  return request<T>(route, options);
}

export async function printSettings(zoneId: string): Promise<void> {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const reply = await requestWithRetry<{ result: Array<{ id: string; value: unknown }> }>(`/zones/${zoneId}/settings`);
	for (const s of reply.result) console.log(s.id, s.value);
}
