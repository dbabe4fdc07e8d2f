// The relay compares the asked method, then sends a GET whatever it was.
const CF = 'https://api.cloudflare.com/client/v4';

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/relay/')) {
      const asked = request.method === 'GET' ? 'read' : 'write';
      const body = request.body;
      console.info(asked, body);
      return fetch(CF + url.pathname.replace(/^\/relay/, ''), { method: 'GET' });
    }
    return new Response(null, { status: 404 });
  },
};

export async function compressionOn(zone: string): Promise<void> {
  await fetch('/relay/zones/' + zone + '/settings/brotli', { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
