// Only `Edge` declares a `request` (a Cloudflare wrapper). `Relay` is handed its sender and
// `Gateway` extends a class from another module: neither's `this.request` is Edge's method.
const { BaseGateway } = require('./gateway');

class Edge {
  request(path) {
    return fetch('https://api.cloudflare.com/client/v4' + path);
  }
}

class Relay {
  constructor(send) {
    this.request = send;
  }

  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

class Gateway extends BaseGateway {
  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

module.exports = { Edge, Relay, Gateway };
