const https = require('https');
const { API_ROOT, MIRROR_HOST } = require('./endpoint');

// The mirror serves the same paths on its own host: not Cloudflare.
function putOnMirror(zone, id, address) {
  const req = https.request({ host: MIRROR_HOST, path: `${API_ROOT}zones/${zone}/dns_records/${id}`, method: 'PUT' }, (res) => res.resume());
  req.end(JSON.stringify({ type: 'A', content: address }));
}

// A host the caller names, whatever the path.
function putAnywhere(host, zone, id) {
  const req = https.request({ hostname: host, path: `${API_ROOT}zones/${zone}/dns_records/${id}`, method: 'PUT' }, (res) => res.resume());
  req.end(JSON.stringify({ type: 'CNAME', content: 'example.net' }));
}
module.exports = { putOnMirror, putAnywhere };
