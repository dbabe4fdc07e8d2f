const CF_API = 'https://api.cloudflare.com/client/v4';

export async function cfSend<T>(path: string, method: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${CF_API}${path}`, init);
  return (await res.json()) as T;
}

export async function hardenZone(zoneId: string): Promise<void> {
  await cfSend(`/zones/${zoneId}/settings/ssl`, 'PATCH', { value: 'strict' });
}
