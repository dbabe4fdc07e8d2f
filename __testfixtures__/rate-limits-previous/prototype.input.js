const axios = require('axios');

const API = 'https://api.cloudflare.com/client/v4';

// An old-style class: the constructor function keeps the client on `this`, the prototype's methods read it.
function EdgeApi(token) {
  this.http = axios.create({ baseURL: API, headers: { Authorization: 'Bearer ' + token } });
}

EdgeApi.prototype.rateLimits = function (zone) {
  return this.http.get('/zones/' + zone + '/rate_limits');
};

// The same with the prototype given as one object, and a request method the others call through `this`.
var LimitsApi = function (token) {
  this.token = token;
};

LimitsApi.prototype = {
  request: function (path) {
    return fetch(API + path, { headers: { Authorization: 'Bearer ' + this.token } }).then(function (res) {
      return res.json();
    });
  },
  one(zone, id) {
    return this.request('/zones/' + zone + '/rate_limits/' + id);
  },
};

module.exports = { EdgeApi, LimitsApi };
