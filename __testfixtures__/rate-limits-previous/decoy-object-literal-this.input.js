// Look-alikes: an arrow's `this` is not the literal, a `let` literal may be replaced, a literal
// whose `http` is reassigned elsewhere, and a literal whose `http` talks to another host.
const axios = require('axios');

const arrows = {
  http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
  list: (zone) => this.http.get(`/zones/${zone}/rate_limits`),
};

let swappable = {
  http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  },
};

const stubbed = {
  http: axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' }),
  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  },
};
stubbed.http = axios.create({ baseURL: 'http://localhost:9999' });

const elsewhere = {
  http: axios.create({ baseURL: 'https://limits.example.org/v1' }),
  list(zone) {
    return this.http.get(`/zones/${zone}/rate_limits`);
  },
};

module.exports = { arrows, swappable, stubbed, elsewhere };
