// Each class of this module sends through a `request` of its own. The first one's base already
// ends in `/zones`, the others' do not: every `this.request` goes through its own class's member,
// never through the one that happened to be found first.
const CF = 'https://api.cloudflare.com/client/v4';

class ZoneLimits {
  request(path) {
    return fetch(CF + '/zones' + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });
  }

  list(zone) {
    return this.request(`/${zone}/rate_limits`);
  }
}

class Limits {
  request = (path) => fetch(CF + path, { headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` } });

  list(zone) {
    return Promise.resolve().then(() => this.request(`/zones/${zone}/rate_limits`));
  }
}

class MoreLimits {
  request = function (path) {
    return fetch(CF + path);
  };

  list(zone) {
    return this.request(`/zones/${zone}/rate_limits`);
  }
}

module.exports = { ZoneLimits, Limits, MoreLimits };
