// Look-alikes on another host: a wrapper writing its body over the caller's, one logging to an audit service.
const SETTINGS_API = 'https://settings.example.com/v1';

function putSetting(path: string, init: RequestInit): Promise<Response> {
  return fetch(`${SETTINGS_API}${path}`, { ...init, body: JSON.stringify({ value: 'off' }) });
}

async function logged(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  await fetch('https://audit.internal.example/events', { method: 'POST', body: url });
  return res;
}

export async function compression(site: string) {
  await putSetting(`/sites/${site}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
  await logged(`${SETTINGS_API}/sites/${site}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
