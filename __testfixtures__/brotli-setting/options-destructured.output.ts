// A wrapper that takes one options object: path, method and body are its keys.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface Call {
  path: string;
  method?: 'GET' | 'PATCH' | 'POST' | 'DELETE';
  body?: unknown;
}

async function api({ path, method = 'GET', body }: Call) {
  const res = await fetch(`${CF_API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()).result;
}

export async function compressionOn(zoneId: string) {
  return api({ path: `/zones/${zoneId}/settings/always_use_https`, method: 'PATCH', body: { value: 'on' } });
}

export async function compressionOff(zoneId: string) {
  // cf-codemod(brotli-setting): brotli can no longer be turned off (removed 2024-08-15): on Enterprise, use a Compression Rule instead
  return api({ path: `/zones/${zoneId}/settings/brotli`, method: 'PATCH', body: { value: 'off' } });
}

export async function brotliState(zoneId: string) {
  // cf-codemod(brotli-setting): brotli can no longer be read (removed 2024-08-15): it is always on, use the value 'on' (kept: its result is read through setting)
  const setting = await api({ path: `/zones/${zoneId}/settings/brotli` });
  return setting.value;
}
