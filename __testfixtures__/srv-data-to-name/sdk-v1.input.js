var CloudFlare = require('cloudflare');
var DNSRecord = CloudFlare.DNSRecord;

var client = new CloudFlare({ email: process.env.CF_EMAIL, key: process.env.CF_KEY });

function addMinecraft(zoneId, domain, port) {
  var record = DNSRecord.create({
    zone_id: zoneId,
    type: 'SRV',
    data: { service: '_minecraft', proto: '_tcp', name: domain, priority: 0, weight: 5, port: port, target: 'mc.' + domain },
  });
  return client.addDNS(record);
}

module.exports = addMinecraft;
