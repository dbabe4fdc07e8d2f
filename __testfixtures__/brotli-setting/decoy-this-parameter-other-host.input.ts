// The same old-style client, for the CDN in front of the staging cluster: not Cloudflare's API.
interface EdgeState {
  base: string;
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

function EdgeClient(this: EdgeState) {
  this.base = 'https://cdn-admin.staging.example.com/v1';
}

EdgeClient.prototype.send = function (this: EdgeState, method: string, path: string, body?: unknown) {
  return fetch(this.base + path, { method, body: body ? JSON.stringify(body) : undefined });
};

const edge: EdgeState = new (EdgeClient as any)();

export async function tune(zoneId: string): Promise<void> {
  await edge.send('PATCH', `/zones/${zoneId}/compression/brotli`, { value: 'on' });
}
