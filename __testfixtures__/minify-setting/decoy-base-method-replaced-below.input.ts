// The client's own commands go through `this.request`, and a mirror built on it swaps that helper
// for one sending to its own host: a command run on a mirror is no request to the API.
const CF_API = 'https://api.cloudflare.com/client/v4';
const MIRROR = 'https://cf-mirror.internal/v4';

class Client {
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

class Mirror extends Client {
  constructor() {
    super();
    this.request = (path: string, init?: RequestInit) => fetch(MIRROR + path, init);
  }
}

class StaticClient {
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(CF_API + path, init);
  }
  static async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH' });
  }
}

class StaticMirror extends StaticClient {}
StaticMirror.request = (path: string, init?: RequestInit) => fetch(MIRROR + path, init);

export { Client, Mirror, StaticClient, StaticMirror };
