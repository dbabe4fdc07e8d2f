// A Worker that hands the incoming request on whole (method, headers and body with it) to the API,
// under /edge-api, through a URL object: the page's request below reaches the API.
const API = 'https://api.cloudflare.com/client/v4';

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/edge-api/')) {
      return fetch(new URL(API + url.pathname.replace(/^\/edge-api/, '')), request);
    }
    return new Response('not found', { status: 404 });
  },
};

export async function compress(zone: string): Promise<void> {
  await fetch(`/edge-api/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
