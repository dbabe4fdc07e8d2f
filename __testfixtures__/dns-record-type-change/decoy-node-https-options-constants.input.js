const https = require('https');

const MIRROR_HOST = 'dns.mirror.example';
const V4 = '/client/v4/';

// Another host's API with the same paths, named by constants: not Cloudflare.
function moveOnMirror(zoneId, recordId, address) {
  const req = https.request({ host: MIRROR_HOST, path: `${V4}zones/${zoneId}/dns_records/${recordId}`, method: 'PUT' }, (res) => res.resume());
  req.write(JSON.stringify({ type: 'A', content: address }));
  req.end();
}

// Another host, a path the caller passes: nothing ties it to the API.
function sendTo(path, kind) {
  const req = https.request({ hostname: MIRROR_HOST, path, method: 'PATCH' }, (res) => res.resume());
  req.end(JSON.stringify({ type: kind, content: '10.0.0.2' }));
}

// A host chosen at run time: not known to be the API's.
function anyHost(host, zoneId, recordId) {
  const req = https.request({ host, path: `${V4}zones/${zoneId}/dns_records/${recordId}`, method: 'PUT' }, (res) => res.resume());
  req.end(JSON.stringify({ type: 'CNAME', content: 'example.net' }));
}
module.exports = { moveOnMirror, sendTo, anyHost };
