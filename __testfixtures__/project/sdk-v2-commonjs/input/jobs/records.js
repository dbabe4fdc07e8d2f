const cf = require('../lib/cf');
const { makeClient } = require('../lib/factory');

async function addCname(zoneId, name, target) {
  return cf.dnsRecords.add(zoneId, { type: 'CNAME', name, content: target, proxied: true, ttl: 1, locked: false });
}

async function addFor(token, zoneId, name, ip) {
  const client = makeClient(token);
  return client.dnsRecords.add(zoneId, { type: 'A', name, content: ip, ttl: 1, locked: false });
}

module.exports = { addCname, addFor };
