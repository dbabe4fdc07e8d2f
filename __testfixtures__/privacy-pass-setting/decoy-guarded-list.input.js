// Lists that mention privacy_pass but do not decide which setting the request sends.
const KNOWN = ['privacy_pass', 'ssl'];
const LEGACY = ['privacy_pass', 'server_side_exclude'];

// The list tests another variable: the setting sent is not narrowed by it.
export async function update(zone, setting, label, value, token) {
  if (!KNOWN.includes(label)) return null;
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value }),
  });
}

// The test the wrong way round: after it, the setting is anything BUT the legacy ones.
export async function modern(zone, setting, value, token) {
  if (LEGACY.includes(setting)) return null;
  return fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/settings/${setting}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ value }),
  });
}

// A guarded list whose request goes to another service.
const MIRRORED = ['privacy_pass', 'ssl'];

export async function mirror(key, value) {
  if (!MIRRORED.includes(key)) throw new Error('not mirrored');
  return fetch(`https://config.example.com/v1/settings/${key}`, { method: 'PUT', body: JSON.stringify({ value }) });
}
