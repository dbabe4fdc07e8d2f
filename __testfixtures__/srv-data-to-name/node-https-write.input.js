// Publishes the SIP service of the office PBX through node's https module.
const https = require('https');

function post(zoneId, token, payload, done) {
  const req = https.request({
    hostname: 'api.cloudflare.com',
    path: `/client/v4/zones/${zoneId}/dns_records`,
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  }, (res) => {
    res.resume();
    res.on('end', done);
  });
  req.write(payload);
  req.end();
}

exports.publishSip = function (zoneId, token, domain, done) {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST', headers: { Authorization: `Bearer ${token}` } }, (res) => res.resume());
  req.on('error', done);
  req.write(JSON.stringify({ type: 'SRV', data: { service: '_sip', proto: '_udp', name: domain, priority: 10, weight: 20, port: 5060, target: `pbx.${domain}` } }));
  req.end(done);
};

exports.publishSips = function (zoneId, token, domain, done) {
  const record = {
    type: 'SRV',
    data: { service: '_sips', proto: '_tcp', name: domain, priority: 10, weight: 20, port: 5061, target: `pbx.${domain}` },
  };
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST' }, () => done());
  req.end(JSON.stringify(record));
};

exports.post = post;
