// The zones root is built from a base parameter whose default is the API; the one instance is made for a local worker.
class ZoneApi {
  constructor(token, base = 'https://api.cloudflare.com/client/v4') {
    this.token = token;
    this.zones = base + '/zones';
  }

  patch(zoneId, setting, body) {
    return fetch(`${this.zones}/${zoneId}/settings/${setting}`, { method: 'PATCH', headers: { Authorization: `Bearer ${this.token}` }, body: JSON.stringify(body) });
  }
}

const worker = new ZoneApi('dev-token', 'http://localhost:8787');

export async function compressLocally(zoneId) {
  await worker.patch(zoneId, 'brotli', { value: 'on' });
}
