// The base is a parameter with the API as its fallback; this client passes undefined, so it calls the API.
interface EdgeState {
  base: string;
  token: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState, token: string, base?: string) {
  this.base = base ?? 'https://api.cloudflare.com/client/v4';
  this.token = token;
}

EdgeClient.prototype.send = function (method: string, path: string, body?: unknown) {
  return fetch(this.base + path, {
    method,
    headers: { Authorization: `Bearer ${this.token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
};

const edge: EdgeState = new (EdgeClient as any)(process.env.CF_API_TOKEN, undefined);

export async function tune(zoneId: string): Promise<void> {
  await edge.send('PATCH', `/zones/${zoneId}/settings/0rtt`, { value: 'on' });
}
