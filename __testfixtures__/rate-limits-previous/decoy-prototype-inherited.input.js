const axios = require('axios');
const util = require('util');

// The base talks to Cloudflare, but another constructor takes on its prototype with a mirror's
// client: the base's method may run on either, so its call is not known to be Cloudflare's.
function RulesApi() {
  this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
}

RulesApi.prototype.list = function (zone) {
  return this.http.get('/zones/' + zone + '/rate_limits');
};

function MirrorApi() {
  RulesApi.call(this);
  this.http = axios.create({ baseURL: 'https://mirror.example.org/cf' });
}

MirrorApi.prototype = Object.create(RulesApi.prototype);

function LimitsApi() {
  this.http = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
}

LimitsApi.prototype.list = function (zone) {
  return this.http.get('/zones/' + zone + '/rate_limits');
};

function LimitsMirror() {
  this.http = axios.create({ baseURL: 'https://mirror.example.org/cf' });
}

util.inherits(LimitsMirror, LimitsApi);

module.exports = { RulesApi, MirrorApi, LimitsApi, LimitsMirror };
