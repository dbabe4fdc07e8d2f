const CF_API = 'https://api.cloudflare.com/client/v4';

export class ApiClient {
  constructor(private readonly token: string) {}

  async get(path: string) {
    const res = await fetch(`${CF_API}${path}`, { headers: { Authorization: `Bearer ${this.token}` } });
    return res.json();
  }

  async put(path: string, body: unknown) {
    const res = await fetch(`${CF_API}${path}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json();
  }
}
