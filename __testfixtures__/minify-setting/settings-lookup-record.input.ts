const ROOT = 'https://api.cloudflare.com/client/v4';

/** Which zone settings this job may touch, by the name its config file uses. */
const SETTING_PATH: Record<string, string> = {
  ssl: 'ssl',
  minify: 'minify',
  cache: 'cache_level',
};

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${ROOT}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()).result;
}

export async function applyConfig(token: string, zone: string, wanted: Record<string, unknown>): Promise<string[]> {
  const skipped: string[] = [];
  for (const name of Object.keys(wanted)) {
    const path = SETTING_PATH[name];
    if (!path) {
      skipped.push(name);
      continue;
    }
    await call(token, 'PATCH', `/zones/${zone}/settings/${path}`, { value: wanted[name] });
  }
  return skipped;
}
