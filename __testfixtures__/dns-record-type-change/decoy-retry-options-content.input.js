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

export async function refresh(zoneId, recordId, value) {
  return requestWithRetry(`/zones/${zoneId}/dns_records/${recordId}`, { method: 'PATCH', payload: { content: value, ttl: 1 } });
}

export async function readOne(zoneId, recordId) {
  return requestWithRetry(`/zones/${zoneId}/dns_records/${recordId}`);
}
