const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return res.json();
}

function optionsFor(change) {
  return change ? { method: 'PATCH', payload: { items: change } } : {};
}

export async function settings(zoneId, change) {
  const reply = await request(`/zones/${zoneId}/settings`, optionsFor(change));
  return reply.result;
}
