const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return res.json();
}

async function requestWithRetry(route, options = {}, attempts = 3) {
  for (let i = 1; i < attempts; i++) {
    try {
      return await request(route, options);
    } catch (err) {
      console.warn(`attempt ${i} failed`, err);
    }
  }
  return request(route, options);
}

export async function publishGame(zoneId, host, port) {
  return requestWithRetry(`/zones/${zoneId}/dns_records`, {
    method: 'POST',
    payload: {
      type: 'SRV',
      name: `_minecraft._tcp.${host}`,
      data: { priority: 0, weight: 5, port, target: host },
    },
  });
}
