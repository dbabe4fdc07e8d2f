const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return res.json();
}

async function requestWithRetry(route, options = {}) {
  try {
    return await request(route, options);
  } catch {
    return request(route, options);
  }
}

export async function repoint(zoneId, recordId, kind, value) {
  return requestWithRetry(`/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', payload: { type: kind, content: value } });
}
