// A mirror of the API on our own host: each subclass names its own `base`, which the inherited helper sends to.
const CF_API = 'https://api.cloudflare.com/client/v4';

class StaticClient {
  static base: string = CF_API;
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

class StaticMirror extends StaticClient {
  static base = 'https://cf-mirror.internal/v4';
  static async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  }
}

class InstanceClient {
  base: string;
  constructor() {
    this.base = CF_API;
  }
  request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

class InstanceMirror extends InstanceClient {
  constructor() {
    super();
    this.base = 'https://cf-mirror.internal/v4';
  }
  async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  }
}

class GetterClient {
  static get base(): string {
    return CF_API;
  }
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

class GetterMirror extends GetterClient {
  static get base(): string {
    return 'https://cf-mirror.internal/v4';
  }
  static async cssOff(zoneId: string): Promise<void> {
    await this.request(`/zones/${zoneId}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
  }
}

export { StaticMirror, InstanceMirror, GetterMirror };
