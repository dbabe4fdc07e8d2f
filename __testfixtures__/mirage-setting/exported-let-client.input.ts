// Typed: an exported `let` base URL still holds the API host: importers can read it, never reassign it.
export let CF_BASE = 'https://api.cloudflare.com/client/v4';

export async function quiet(zoneId: string): Promise<Response> {
  await fetch(`${CF_BASE}/zones/${zoneId}/settings/mirage`, { method: 'PATCH', body: JSON.stringify({ value: 'off' }) });
  return fetch(`${CF_BASE}/zones/${zoneId}`);
}
