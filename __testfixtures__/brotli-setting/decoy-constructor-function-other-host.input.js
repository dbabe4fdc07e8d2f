const axios = require('axios');

// A constructor function for another vendor's API: its prototype's methods send through `this.http`,
// a client made for that vendor's host, although the paths read like Cloudflare's.
function MirrorApi(token) {
  this.http = axios.create({ baseURL: 'https://api.mirror-cdn.example/v3', headers: { 'X-Key': token } });
}

MirrorApi.prototype.compress = function (zone) {
  return this.http.patch(`/zones/${zone}/settings/brotli`, { value: 'on' });
};

MirrorApi.prototype.tune = function (zone) {
  return this.compress(zone);
};

const mirror = new MirrorApi(process.env.MIRROR_KEY);

// The same shape, its base on `this` and read by the prototype's request method.
function LegacyCdn() {
  this.base = 'https://legacy-cdn.example.org/api';
}

LegacyCdn.prototype.send = function (method, path, body) {
  return fetch(this.base + path, { method: method, body: JSON.stringify(body) });
};

async function mirrorAll(zone) {
  await mirror.compress(zone);
  await new LegacyCdn().send('PATCH', `/zones/${zone}/settings/brotli`, { value: 'on' });
}

module.exports = { mirrorAll };
