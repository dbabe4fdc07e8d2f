// The audit line goes to a stream of the same name inside a block; the request gets one body.
const https = require('https');
const fs = require('fs');

exports.addXmpp = function (zoneId, token, domain) {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST', headers: { Authorization: `Bearer ${token}` } }, (res) => res.resume());
  {
    const req = fs.createWriteStream('dns-audit.log', { flags: 'a' });
    req.write(`adding xmpp SRV for ${domain}\n`);
    req.end();
  }
  req.write(JSON.stringify({ type: 'SRV', data: { service: '_xmpp-client', proto: '_tcp', name: domain, priority: 5, weight: 0, port: 5222, target: `chat.${domain}` } }));
  req.end();
};
