// The second chunk is written to the request itself from inside a block: two bodies, none known.
const https = require('https');

exports.addXmppTwice = function (zoneId, token, domain, extra) {
  const req = https.request({ hostname: 'api.cloudflare.com', path: `/client/v4/zones/${zoneId}/dns_records`, method: 'POST', headers: { Authorization: `Bearer ${token}` } }, (res) => res.resume());
  req.write(JSON.stringify({ type: 'SRV', data: { service: '_xmpp-server', proto: '_tcp', name: domain, priority: 5, weight: 0, port: 5269, target: `chat.${domain}` } }));
  if (extra) {
    const log = `also ${extra}`;
    req.write(log);
  }
  req.end();
};
