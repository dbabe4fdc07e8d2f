const API = 'https://api.cloudflare.com/client/v4';

/** The settings the panel may change, by the name its form sends, and their path. */
const PATHS: Record<string, string> = {
  ssl: 'ssl',
  minify: 'minify',
  early: 'early_hints',
};

async function zoneCall(token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()).result;
}

export async function readPanel(token: string, zone: string): Promise<Record<string, unknown>> {
  const shown: Record<string, unknown> = {};
  for (const s of await zoneCall(token, 'GET', `/zones/${zone}/settings`)) {
    if (s.id in PATHS) shown[s.id] = s.value;
  }
  return shown;
}

export async function savePanel(token: string, zone: string, changes: Record<string, unknown>): Promise<string[]> {
  const refused: string[] = [];
  for (const [name, value] of Object.entries(changes)) {
    const path = PATHS[name];
    if (!path) {
      refused.push(name);
      continue;
    }
    await zoneCall(token, 'PATCH', `/zones/${zone}/settings/${path}`, { value });
  }
  return refused;
}
