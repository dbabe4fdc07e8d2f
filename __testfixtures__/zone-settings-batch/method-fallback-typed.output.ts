const ROOT = 'https://api.cloudflare.com/client/v4';

type Opts = { method?: string; body?: unknown };

export async function cf<T>(path: string, opts: Opts = {}): Promise<T> {
  const res = await fetch(`${ROOT}${path}`, {
    method: opts.method || 'GET',
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return (await res.json()) as T;
}

export async function everySetting(zone: string) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const all = await cf<{ result: Array<{ id: string }> }>(`/zones/${zone}/settings`);
  return all.result.map((s) => s.id);
}

export async function turnOnHttps(zone: string) {
  return cf(`/zones/${zone}/settings/always_use_https`, { method: 'PATCH', body: { value: 'on' } });
}
