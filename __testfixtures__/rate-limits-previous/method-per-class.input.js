// Two classes of one file each have a `request` method; only the first sends to Cloudflare.
// `this.request` is the method of the class that owns `this` (inherited by a subclass), and
// not reached from a plain `function`, whose `this` is not the instance.
class EdgeRules {
  request(path) {
    return fetch('https://api.cloudflare.com/client/v4' + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }

  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

class PagedEdgeRules extends EdgeRules {
  page(zone, n) {
    return this.request(`/zones/${zone}/rate_limits?page=${n}`);
  }
}

class Quotas {
  request(path) {
    return fetch('https://quotas.example.net/api' + path);
  }

  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }

  later(zone) {
    return new Promise(function (resolve) {
      resolve(this.request(`/zones/${zone}/rate_limits`));
    });
  }
}

module.exports = { EdgeRules, PagedEdgeRules, Quotas };
