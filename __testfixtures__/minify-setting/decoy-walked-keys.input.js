const CF = 'https://api.cloudflare.com/client/v4';

// Same keys, never sent to a settings URL: bundler options.
const BUILD = { minify: true, brotli: true };
export function flags() {
  const out = [];
  for (const [name, on] of Object.entries(BUILD)) if (on) out.push(`--${name}`);
  return out;
}

// Keys added at run time: which ids it holds is not known.
const EXTRA = { minify: { css: 'on' } };
export function add(id, value) {
  EXTRA[id] = value;
}
export async function applyExtra(token, zone) {
  for (const id of Object.keys(EXTRA)) {
    await fetch(`${CF}/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ value: EXTRA[id] }) });
  }
}

// Exported: another module may change it.
export const SHARED = { minify: { css: 'on' } };
export async function applyShared(token, zone) {
  for (const id in SHARED) {
    await fetch(`${CF}/zones/${zone}/settings/${id}`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` } });
  }
}
