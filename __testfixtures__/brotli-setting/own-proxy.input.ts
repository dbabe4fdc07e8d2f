// A Worker serving the dashboard: it forwards /cf/* to the API with its own token.
const API = 'https://api.cloudflare.com/client/v4';

export default {
  async fetch(request: Request, env: { CF_TOKEN: string; ASSETS: { fetch(r: Request): Promise<Response> } }): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/cf/')) {
      const headers = { Authorization: `Bearer ${env.CF_TOKEN}`, 'Content-Type': 'application/json' };
      return fetch(API + url.pathname.replace(/^\/cf/, '') + url.search, { method: request.method, headers, body: request.body });
    }
    return env.ASSETS.fetch(request);
  },
};

// The dashboard's own code, served by the Worker above.
export async function enableCompression(zoneId: string): Promise<boolean> {
	await fetch('/cf/zones/' + zoneId + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
	return true;
}

export async function zoneSettings(zoneId: string): Promise<unknown> {
	const res = await fetch(`/cf/zones/${zoneId}/settings`);
	return (await res.json()).result;
}
