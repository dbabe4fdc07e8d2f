const https = require('https');
const fs = require('fs');

// Another host's API with the same paths: not Cloudflare.
function mirror(zoneId, recordId, kind) {
  const req = https.request({ hostname: 'dns.internal.example', path: `/client/v4/zones/${zoneId}/dns_records/${recordId}`, method: 'PUT' }, (r) => r.resume());
  req.write(JSON.stringify({ type: kind, content: '10.0.0.1' }));
  req.end();
}

// Written in two chunks: the body is not one object the tool can read.
function chunked(zoneId, recordId, kind) {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records/${recordId}`, method: 'PATCH' }, (r) => r.resume());
  req.write('{"type":');
  req.write(JSON.stringify(kind) + '}');
  req.end();
}

// A file stream written with a record-shaped object: no request at all.
function backup(recordId, kind) {
  const out = fs.createWriteStream(`/var/backups/dns/${recordId}.json`);
  out.write(JSON.stringify({ type: kind, content: '10.0.0.1' }));
  out.end();
}

module.exports = { mirror, chunked, backup };
