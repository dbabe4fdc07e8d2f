const API_ROOT = 'https://api.cloudflare.com/client/v4';
const INVENTORY = 'https://inventory.example.net/v2';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return res.json();
}

async function remember(route, options = {}) {
  const { method = 'GET', payload } = options;
  const res = await fetch(`${INVENTORY}${route}`, { method, body: payload ? JSON.stringify(payload) : undefined });
  return res.json();
}

async function rememberWithRetry(route, options = {}) {
  try {
    return await remember(route, options);
  } catch {
    return remember(route, options);
  }
}

export async function note(host, port) {
  await request('/user/tokens/verify');
  return rememberWithRetry('/records', {
    method: 'POST',
    payload: { type: 'SRV', name: `_minecraft._tcp.${host}`, data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port, target: host } },
  });
}
