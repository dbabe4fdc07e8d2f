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
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read or change each setting with its own request
  const reply = await request(`/zones/${zoneId}/settings`, optionsFor(change));
  return reply.result;
}
