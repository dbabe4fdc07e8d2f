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

export async function readSsl(zone: string) {
  return cf(`/zones/${zone}/settings/ssl`);
}

export async function appSettings(base: string) {
  const res = await fetch(`${base}/zones/mine/settings`, { method: process.env.VERB || 'GET' });
  return res.json();
}
