// Typed: an exported `let` base URL still holds the API host: importers can read it, never reassign it.
export let CF_BASE = 'https://api.cloudflare.com/client/v4';

export async function quiet(zoneId: string): Promise<Response> {
  return fetch(`${CF_BASE}/zones/${zoneId}`);
}
