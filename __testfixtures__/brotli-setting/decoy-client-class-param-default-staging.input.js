// The base parameter defaults to the API, but this client is made for the local worker: not the API.
class ZoneApi {
  constructor(token, base = 'https://api.cloudflare.com/client/v4') {
    this.token = token;
    this.base = base;
  }

  send(method, path, body) {
    return fetch(`${this.base}${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const local = new ZoneApi('dev-token', 'http://localhost:8787');

export async function tuneLocal(zoneId) {
  await local.send('PATCH', `/zones/${zoneId}/settings/brotli`, { value: 'on' });
}
