// The same old-style client pointed at a local mock: the base argument replaces the API's default.
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

const mock: EdgeState = new (EdgeClient as any)(process.env.MOCK_TOKEN, 'http://127.0.0.1:8787');

export async function primeMock(zoneId: string): Promise<void> {
  await mock.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
}
