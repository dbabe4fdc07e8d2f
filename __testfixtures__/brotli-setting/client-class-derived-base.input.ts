// The zones root is built from a base parameter whose default is the API, and the instance is made without one: the API.
class ZoneApi {
  token: string;
  zones: string;

  constructor(token: string, base = 'https://api.cloudflare.com/client/v4') {
    this.token = token;
    this.zones = base + '/zones';
  }

  patch(zoneId: string, setting: string, body: unknown) {
    return fetch(`${this.zones}/${zoneId}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const cf = new ZoneApi(process.env.CF_API_TOKEN ?? '');

export async function compress(zoneId: string) {
  await cf.patch(zoneId, 'brotli', { value: 'on' });
}
