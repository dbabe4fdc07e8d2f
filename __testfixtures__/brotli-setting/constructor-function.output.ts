// An old-style client: a constructor function keeps the API base on `this`, its prototype sends.
interface EdgeState {
  base: string;
  token: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState, token: string) {
  this.base = 'https://api.cloudflare.com/client/v4';
  this.token = token;
}

EdgeClient.prototype.send = function (method: string, path: string, body?: unknown) {
  return fetch(this.base + path, {
    method,
    headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
};

const edge: EdgeState = new (EdgeClient as any)(process.env.CF_API_TOKEN);

export async function tune(zoneId: string): Promise<void> {
  await edge.send('PATCH', `/zones/${zoneId}/settings/early_hints`, { value: 'on' });
}
