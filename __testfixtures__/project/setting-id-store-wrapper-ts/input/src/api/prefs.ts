// The app's own preference service: not Cloudflare, although it keeps a copy of each change.
export const recent: Array<{ prefId: string; value: unknown }> = [];

export function savePref(prefId: string, value: unknown): Promise<Response> {
  recent.push({ prefId, value });
  return fetch(`https://prefs.example.org/v2/settings/${prefId}`, { method: 'PUT', body: JSON.stringify({ value }) });
}
