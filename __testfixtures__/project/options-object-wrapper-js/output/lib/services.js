const { updateRecord } = require('./cloudflare');

async function moveService(zoneId, recordId, args, current) {
  const o = {};
  // cf-codemod(srv-data-to-name): record type is not a literal: if this can be an SRV record, move data.service/proto/name into the top-level name '_service._proto.name'
  o.data = { service: args.service, proto: args.proto, name: args.name, priority: 1, weight: 1, port: args.port, target: args.target };
  o.type = args.newType || current.type;
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if args.newType || current.type can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  await updateRecord(zoneId, recordId, o);
}

async function setService(zoneId, recordId, args) {
  const o = { proxied: false };
  if (args.port) {
    o.type = 'SRV';
    o.data = { priority: 0, weight: 5, port: args.port, target: args.target };
    o.name = '_minecraft._tcp.play';
  } else {
    o.type = 'CNAME';
    o.content = args.target;
  }
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  return updateRecord(zoneId, recordId, o);
}

async function setLater(zoneId, recordId, args) {
  const o = {};
  o.type = 'SRV';
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  o.data = { service: '_ldap', proto: '_tcp', name: 'dir', priority: 0, weight: 0, port: 389, target: args.target };
  // cf-codemod(dns-record-type-change): changing a DNS record's type in place ends 2026-06-30: if 'SRV' can differ from the record's type, delete the record and create the new one in one POST /zones/:zone_id/dns_records/batch
  const send = () => updateRecord(zoneId, recordId, o);
  setTimeout(() => { o.data.name = 'directory'; }, 0);
  return send();
}

module.exports = { moveService, setService, setLater };
