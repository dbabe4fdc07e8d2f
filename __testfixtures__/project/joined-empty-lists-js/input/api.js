const BASE = 'https://api.cloudflare.com/client/v4';

class Api {
  call(path, method) {
    return fetch(BASE + path, { method });
  }
}

module.exports = Api;
