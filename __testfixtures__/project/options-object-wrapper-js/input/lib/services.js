const { updateRecord } = require('./cloudflare');

async function moveService(zoneId, recordId, args, current) {
  const o = {};
  o.data = { service: args.service, proto: args.proto, name: args.name, priority: 1, weight: 1, port: args.port, target: args.target };
  o.type = args.newType || current.type;
  await updateRecord(zoneId, recordId, o);
}

async function setService(zoneId, recordId, args) {
  const o = { proxied: false };
  if (args.port) {
    o.type = 'SRV';
    o.data = { service: '_minecraft', proto: '_tcp', name: 'play', priority: 0, weight: 5, port: args.port, target: args.target };
  } else {
    o.type = 'CNAME';
    o.content = args.target;
  }
  return updateRecord(zoneId, recordId, o);
}

async function setLater(zoneId, recordId, args) {
  const o = {};
  o.type = 'SRV';
  o.data = { service: '_ldap', proto: '_tcp', name: 'dir', priority: 0, weight: 0, port: 389, target: args.target };
  const send = () => updateRecord(zoneId, recordId, o);
  setTimeout(() => { o.data.name = 'directory'; }, 0);
  return send();
}

module.exports = { moveService, setService, setLater };
