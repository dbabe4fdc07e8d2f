// A function of the file that hands its parameter to a wrapper method of an instance is a wrapper
// too: the caller's path and body are the request's (the instance typed as a parameter here).
export class EdgeApi {
  constructor(private readonly token: string) {}

  async send(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch('https://api.cloudflare.com/client/v4' + path, {
      method,
      headers: { Authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    return res.json();
  }
}

function patchZone(edge: EdgeApi, zone: string, path: string, body: unknown) {
  return edge.send('PATCH', `/zones/${zone}${path}`, body);
}

export async function compress(edge: EdgeApi, zone: string): Promise<void> {
  await patchZone(edge, zone, '/settings/early_hints', { value: 'on' });
}
