// Each guard below only refuses a setting it does not know: server_side_exclude leaves every list.
const EXPOSED = ['server_side_exclude', 'ssl', 'always_online'];

export async function onPatch(zone: string, setting: string, value: string, token: string): Promise<Response> {
  if (!EXPOSED.includes(setting)) return new Response('bad setting', { status: 400 });
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value }) });
}

const KNOWN = ['ssl', 'server_side_exclude'];

export async function strict(zone: string, setting: string, token: string): Promise<Response> {
  if (KNOWN.indexOf(setting) < 0) {
    throw new Error(`unknown setting ${setting}`);
  }
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
}

const SENT = ['server_side_exclude', 'brotli_x'];

export async function maybe(zone: string, setting: string, token: string): Promise<boolean> {
  if (SENT.includes(setting)) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'off' }) });
    return true;
  }
  return false;
}

const BATCH = ['always_online', 'server_side_exclude'];

export async function each(zone: string, settings: string[], token: string): Promise<void> {
  for (const setting of settings) {
    if (!BATCH.includes(setting)) continue;
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  }
}

const OR_ELSE = ['server_side_exclude', 'ssl'];

export async function orElse(zone: string, setting: string, token: string): Promise<boolean> {
  if (OR_ELSE.includes(setting)) {
    await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: 'on' }) });
  } else {
    return false;
  }
  return true;
}
