var CloudFlare = require('cloudflare');
var DNSRecord = CloudFlare.DNSRecord;

var client = new CloudFlare({ email: process.env.CF_EMAIL, key: process.env.CF_KEY });

function addMinecraft(zoneId, domain, port) {
  var record = DNSRecord.create({
    zone_id: zoneId,
    type: 'SRV',
    data: { service: '_minecraft', proto: '_tcp', name: domain, priority: 0, weight: 5, port: port, target: 'mc.' + domain },
  });
  // cf-codemod(srv-data-to-name): cloudflare 1.x cannot send an SRV record's top-level name: move this call to the v4+ SDK (client.dns.records.create({ zone_id, type: 'SRV', name: '_service._proto.example.com', data: { priority, weight, port, target } })) or a raw request
  return client.addDNS(record);
}

module.exports = addMinecraft;
