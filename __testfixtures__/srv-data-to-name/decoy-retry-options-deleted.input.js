const CF = 'https://api.cloudflare.com/client/v4';

async function call(route, options = {}) {
  const { method = 'GET', payload } = options;
  const init = { method, headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } };
  if (payload) init.body = JSON.stringify(payload);
  const res = await fetch(CF + route, init);
  return res.json();
}

// A dry run drops the body it was given: what the caller wrote is not always what is sent.
async function callUnlessDry(route, options = {}) {
  if (process.env.DRY_RUN === '1') delete options.payload;
  return call(route, options);
}

export function addVoiceRecord(zoneId, host, port) {
  return callUnlessDry(`/zones/${zoneId}/dns_records`, {
    method: 'POST',
    payload: { type: 'SRV', data: { service: '_ts3', proto: '_udp', name: host, priority: 10, weight: 5, port, target: host } },
  });
}
