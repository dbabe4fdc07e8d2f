const https = require('https');
const fs = require('fs');

// Another DNS provider's API with Cloudflare-like paths.
function otherHost(zoneId, domain) {
  const req = https.request({ hostname: 'dns.example.net', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST' }, (r) => r.resume());
  req.write(JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: domain, priority: 1, weight: 1, port: 5060, target: domain } }));
  req.end();
}

// The record written in two chunks: which one is the body is not known.
function twoChunks(zoneId, domain) {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST' }, (r) => r.resume());
  req.write(JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: domain, priority: 1, weight: 1, port: 5060, target: domain } }));
  req.write('\n');
  req.end();
}

// A zone file export written to a stream: not a request.
function exportRecord(domain) {
  const out = fs.createWriteStream(`${domain}.records.json`);
  out.write(JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_tcp', name: domain, priority: 1, weight: 1, port: 5060, target: domain } }));
  out.end();
}

module.exports = { otherHost, twoChunks, exportRecord };
