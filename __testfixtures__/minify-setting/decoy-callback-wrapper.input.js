// Another CDN's API in callback style: the same helpers, no Cloudflare host, nothing to touch.
const request = require('request');

const EDGE_API = 'https://api.edge-cdn.example/v1';

function call(path, key, done, method, body) {
  fetch(EDGE_API + path, { method, headers: { 'X-Key': key }, body }).then((r) => r.json()).then((j) => done(null, j), done);
}

function minifyOff(zone, key, done) {
  call(`/zones/${zone}/settings/minify`, key, (err) => done(err), 'PATCH', JSON.stringify({ value: 'off' }));
}

function minifyOffRaw(zone, cb) {
  request({ url: `${EDGE_API}/zones/${zone}/settings/minify`, method: 'PATCH', json: { value: 'off' } }, cb);
}

module.exports = { minifyOff, minifyOffRaw };
