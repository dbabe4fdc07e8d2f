// The base class's `request` sends to Cloudflare, but a subclass overrides it for a mirror:
// `this.request` in the base's method may be either, so the call is not known to be Cloudflare's.
class RulesClient {
  request(path) {
    return fetch('https://api.cloudflare.com/client/v4' + path);
  }

  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

class MirrorRules extends RulesClient {
  request(path) {
    return fetch('https://mirror.example.org/cf' + path);
  }
}

module.exports = { RulesClient, MirrorRules };
