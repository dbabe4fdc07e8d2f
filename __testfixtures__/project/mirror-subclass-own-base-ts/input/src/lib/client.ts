// Shared HTTP helpers: each sends to the host its class (or instance) names as `base`.
const CF_API = 'https://api.cloudflare.com/client/v4';

export class Base {
  static base: string = CF_API;
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

export class Http {
  base: string;
  constructor() {
    this.base = CF_API;
  }
  send(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}

export class Fixed {
  static get base(): string {
    return CF_API;
  }
  static request(path: string, init?: RequestInit): Promise<Response> {
    return fetch(this.base + path, init);
  }
}
