// A client class whose constructor takes the base, falling back to the API: this one talks to a mock.
class ZoneApi {
  constructor(token, base) {
    this.base = base || 'https://api.cloudflare.com/client/v4';
    this.token = token;
  }

  send(method, path, body) {
    return fetch(`${this.base}${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const local = new ZoneApi(process.env.MOCK_TOKEN, 'http://localhost:8787');

export async function primeMock(zoneId) {
  await local.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
}
