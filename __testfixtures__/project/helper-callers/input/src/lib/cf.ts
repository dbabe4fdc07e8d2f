// The one place that knows the API base: every other module passes the path it wants.
const CF_API = 'https://api.cloudflare.com/client/v4';

export async function cfRequest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${CF_API}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
  });
}
