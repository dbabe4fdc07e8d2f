// The base defaults to the API, but each construction here passes the staging proxy.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface EdgeState {
  base: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState, base: string = CF_API) {
  this.base = base;
}

EdgeClient.prototype.send = function (this: EdgeState, method: string, path: string, body?: unknown) {
  return fetch(`${this.base}${path}`, { method, body: body ? JSON.stringify(body) : undefined });
};

const staging: EdgeState = new (EdgeClient as any)('https://cf-proxy.staging.example.com/client/v4');

export async function tuneStaging(zoneId: string): Promise<void> {
  await staging.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
}
