// A client class whose base is a parameter with the API as its default; constructed without one, it calls the API.
class ZoneApi {
  constructor(token, base = 'https://api.cloudflare.com/client/v4') {
    this.token = token;
    this.base = base;
  }

  send(method, path, body) {
    return fetch(`${this.base}${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const api = new ZoneApi(process.env.CF_API_TOKEN);

export async function tune(zoneId) {
  await api.send('PATCH', `/zones/${zoneId}/settings/0rtt`, { value: 'on' });
}
