// The app's own preference service: not Cloudflare, although it keeps a copy of each change.
export const recent = [];

export function savePref(prefId, value) {
  recent.push({ prefId, value });
  return fetch(`https://prefs.example.org/v2/settings/${prefId}`, { method: 'PUT', body: JSON.stringify({ value }) });
}
