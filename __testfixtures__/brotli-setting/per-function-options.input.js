// Each helper builds its own `requestOptions` (a var of the same name in every function).
async function readSetting(zoneId, apiToken, endpoint) {
  var requestOptions = {
    method: 'GET',
    headers: { Authorization: apiToken },
  };
  const resp = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}${endpoint}`, requestOptions);
  return resp.json();
}

async function writeSetting(zoneId, apiToken, endpoint, data) {
  var requestOptions = {
    method: 'PATCH',
    headers: { Authorization: apiToken, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  };
  const resp = await fetch(`https://api.cloudflare.com/client/v4/zones/${zoneId}${endpoint}`, requestOptions);
  return resp.json();
}

export async function report(zoneId, apiToken) {
  const brotli = await readSetting(zoneId, apiToken, '/settings/brotli');
  return brotli.result;
}

export async function enable(zoneId, apiToken) {
  await writeSetting(zoneId, apiToken, '/settings/brotli', { value: 'on' });
  await writeSetting(zoneId, apiToken, '/settings/0rtt', { value: 'on' });
}
