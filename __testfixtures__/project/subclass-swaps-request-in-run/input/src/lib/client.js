// The API client's commands send through `this.request`; a plain client has nothing else to say.
const CF_API = 'https://api.cloudflare.com/client/v4';

class Client {
  request(path, init) {
    return fetch(CF_API + path, init);
  }
  async cssOff(zone) {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH' });
    console.log('css minify off');
  }
}

class PlainClient {
  request(path, init) {
    return fetch(CF_API + path, init);
  }
  async cssOff(zone) {
    await this.request(`/zones/${zone}/settings/minify`, { method: 'PATCH' });
    console.log('css minify off');
  }
}

module.exports = { Client, PlainClient };
