// Shared HTTP helpers: each sends to the host its class (or instance) names as `base`.
const CF_API = 'https://api.cloudflare.com/client/v4';

class Base {
  static base = CF_API;
  static request(path, init) {
    return fetch(this.base + path, init);
  }
}

class Http {
  constructor() {
    this.base = CF_API;
  }
  send(path, init) {
    return fetch(this.base + path, init);
  }
}

class Fixed {
  static get base() {
    return CF_API;
  }
  static request(path, init) {
    return fetch(this.base + path, init);
  }
}

module.exports = { Base, Http, Fixed };
