const API = 'https://api.cloudflare.com/client/v4';

async function send(path, method = 'GET', payload) {
  const init = {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
  };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API}/zones/${process.env.CF_ZONE}${path}`, init);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

export async function applyDefaults() {
  await send('/settings/min_tls_version', 'PATCH', { value: '1.2' });
}
