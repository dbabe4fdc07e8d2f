// An old-style client whose prototype method declares the type of `this`, and a helper that takes none.
interface EdgeState {
  base: string;
  token: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState, token: string) {
  this.base = 'https://api.cloudflare.com/client/v4';
  this.token = token;
}

EdgeClient.prototype.send = function (this: EdgeState, method: string, path: string, body?: unknown) {
  return fetch(this.base + path, {
    method,
    headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
};

function request(this: void, method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`https://api.cloudflare.com/client/v4${path}`, { method, body: JSON.stringify(body) });
}

const edge: EdgeState = new (EdgeClient as any)(process.env.CF_API_TOKEN);

export async function tune(zoneId: string): Promise<void> {
  await edge.send('PATCH', `/zones/${zoneId}/settings/early_hints`, { value: 'on' });
}

export async function tuneAgain(zoneId: string): Promise<void> {
  await request('PATCH', `/zones/${zoneId}/settings/early_hints`, { value: 'on' });
}
