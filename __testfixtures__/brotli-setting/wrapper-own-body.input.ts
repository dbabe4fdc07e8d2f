const API = 'https://api.cloudflare.com/client/v4';

// The caller's init is spread first: the body written after it is the one sent.
function cfSend(path: string, init: RequestInit): Promise<Response> {
  return fetch(`${API}${path}`, { ...init, body: JSON.stringify({ value: 'off' }) });
}

// Hands the caller's URL on, with a body of its own after the caller's options.
async function relay(url: string, init: RequestInit): Promise<Response> {
  const opts = { ...init, data: JSON.stringify({ value: 'off' }) };
  return fetch(url, opts);
}

// Defaults first: the caller's options win over them.
function withDefaults(path: string, init: RequestInit): Promise<Response> {
  return fetch(`${API}${path}`, { body: JSON.stringify({ value: 'off' }), ...init });
}

// Only headers written after the caller's options: method and body stay the caller's.
function signed(path: string, init: RequestInit, token: string): Promise<Response> {
  return fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });
}

export async function viaOwnBody(zone: string) {
  await cfSend(`/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function viaRelay(zone: string) {
  await relay(`${API}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function viaDefaults(zone: string) {
  await withDefaults(`/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}

export async function viaSigned(zone: string, token: string) {
  await signed(`/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) }, token);
}
