const cf = require('../lib/cf');
const { makeClient } = require('../lib/factory');

async function addCname(zoneId, name, target) {
  return cf.dnsRecords.add(zoneId, { type: 'CNAME', name, content: target, proxied: true, ttl: 1 });
}

async function addFor(token, zoneId, name, ip) {
  const client = makeClient(token);
  return client.dnsRecords.add(zoneId, { type: 'A', name, content: ip, ttl: 1 });
}

module.exports = { addCname, addFor };
