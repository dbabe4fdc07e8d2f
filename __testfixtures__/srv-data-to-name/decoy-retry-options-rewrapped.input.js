const API_ROOT = 'https://api.cloudflare.com/client/v4';

async function request(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(`${API_ROOT}${route}`, init);
  return res.json();
}

function fromDraft(draft) {
  return { type: 'SRV', name: `${draft.data.service}.${draft.data.proto}.${draft.data.name}`, data: { priority: draft.data.priority, weight: draft.data.weight, port: draft.data.port, target: draft.data.target } };
}

async function sendDraft(route, options = {}) {
  options.payload = fromDraft(options.payload);
  try {
    return await request(route, options);
  } catch {
    return request(route, options);
  }
}

export async function publishGame(zoneId, host, port) {
  return sendDraft(`/zones/${zoneId}/dns_records`, {
    method: 'POST',
    payload: { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port, target: host } },
  });
}
