const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
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

export async function printSettings(zoneId) {
  // cf-codemod(zone-settings-batch): the zone settings batch endpoints reach end of life on 2026-09-15: read each setting you use with its own GET
  const reply = await requestWithRetry(`/zones/${zoneId}/settings`);
  for (const s of reply.result) console.log(s.id, s.value);
}
