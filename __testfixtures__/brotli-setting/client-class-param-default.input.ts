// An old-style client: the constructor function's base parameter defaults to the API.
const CF_API = 'https://api.cloudflare.com/client/v4';

interface EdgeState {
  base: string;
  token: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState, token: string, base: string = CF_API) {
  this.base = base;
  this.token = token;
}

EdgeClient.prototype.send = function (this: EdgeState, method: string, path: string, body?: unknown) {
  return fetch(`${this.base}${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, body: body ? JSON.stringify(body) : undefined });
};

const edge: EdgeState = new (EdgeClient as any)(process.env.CF_API_TOKEN);

export async function tune(zoneId: string): Promise<void> {
  await edge.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
  await edge.send('PATCH', `/zones/${zoneId}/settings/early_hints`, { value: 'on' });
}
