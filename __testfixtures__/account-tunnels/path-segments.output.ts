// Path segments given as an array, joined by the client after the API base.
const API_ROOT = 'https://api.cloudflare.com/client/v4';

type Segment = string | number;

export class AccountClient {
  constructor(private readonly token: string, private readonly accountId: string) {}

  private async call(method: string, segments: Segment[], body?: unknown) {
    const res = await fetch(`${API_ROOT}/${segments.join('/')}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()).result;
  }

  createTunnel(name: string, secret: string) {
    return this.call('POST', ['accounts', this.accountId, 'cfd_tunnel'], { name, tunnel_secret: secret });
  }

  tunnel(id: string) {
    return this.call('GET', ['accounts', this.accountId, 'cfd_tunnel', id]);
  }

  allTunnels() {
    return this.call('GET', ['accounts', this.accountId, 'tunnels']);
  }

  removeTunnel(id: string) {
    return this.call('DELETE', ['accounts', `${this.accountId}/cfd_tunnel`, id]);
  }
}
