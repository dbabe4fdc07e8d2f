const CF_API = 'https://api.cloudflare.com/client/v4';

// The body built in steps: an object, then its JSON under a name of its own, then sent.
export async function brotliOn(zoneId: string, token: string) {
  const setting = { value: 'on' };
  const payload = JSON.stringify(setting);
  await fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: payload });
}

export async function brotliOff(zoneId: string, token: string) {
  const payload = JSON.stringify({ value: 'off' });
  return fetch(`${CF_API}/zones/${zoneId}/settings/brotli`, { method: 'PATCH', headers: { Authorization: `Bearer ${token}` }, body: payload });
}
