export class Service {
  static host() {
    return 'https://api.cloudflare.com/client/v4';
  }

  static async request(path: string, init: RequestInit) {
    const res = await fetch(`${this.host()}/${path}`, init);
    return res.json();
  }
}
