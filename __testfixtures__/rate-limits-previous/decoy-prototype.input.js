const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

function CloudflareApi(token) {
  this.http = axios.create({ baseURL: API, headers: { Authorization: 'Bearer ' + token } });
}

CloudflareApi.prototype.zones = function () {
  return this.http.get('/zones');
};

// Another constructor function keeps a client for another host under the same field name.
function QuotaApi() {
  this.http = axios.create({ baseURL: 'https://quotas.example.net/v2' });
}

QuotaApi.prototype.rateLimits = function (zone) {
  return this.http.get('/zones/' + zone + '/rate_limits');
};

// Its request method talks to another host too, although the class below has a Cloudflare one.
QuotaApi.prototype.request = function (path) {
  return fetch('https://quotas.example.net/v2' + path).then(function (res) {
    return res.json();
  });
};

QuotaApi.prototype.limits = function (zone) {
  return this.request('/zones/' + zone + '/rate_limits');
};

class Client {
  request(path) {
    return fetch(API + path).then((res) => res.json());
  }
}

// A plain function is no constructor: its `this` is whatever calls it.
function poll(zone) {
  return this.http.get('/zones/' + zone + '/rate_limits');
}

module.exports = { CloudflareApi, QuotaApi, Client, poll };
