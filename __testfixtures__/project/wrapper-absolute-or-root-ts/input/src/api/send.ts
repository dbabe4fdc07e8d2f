const API_ROOT = 'https://api.cloudflare.com/client/v4';

// A target already absolute is fetched as it is; any other goes under the API root.
export async function send(target: string, verb = 'GET', payload?: unknown) {
  const address = target.startsWith('http') ? target : API_ROOT + target;
  const reply = await fetch(address, { method: verb, body: payload === undefined ? undefined : JSON.stringify(payload) });
  return reply.json();
}
