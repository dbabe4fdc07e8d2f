// The API base can be pointed at a mock server; the helper builds each setting's URL from it.
const API = process.env.CF_API_URL ?? 'https://api.cloudflare.com/client/v4';
const settingUrl = (zone, setting) => `${API}/zones/${zone}/settings/${setting}`;

const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

export async function tuneZone(zone) {
  await fetch(settingUrl(zone, 'brotli'), { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
  await fetch(settingUrl(zone, 'always_use_https'), { method: 'PATCH', headers, body: JSON.stringify({ value: 'on' }) });
}
