'use strict';

const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

async function addSrv(zoneId, { service, proto, domain, port, target }) {
  const record = {
    type: 'SRV',
    data: { service, proto, name: domain, priority: 0, weight: 0, port, target },
    ttl: 1,
  };
  const res = await cf.dnsRecords.add(zoneId, record);
  return res.result;
}

async function movePort(zoneId, id, domain, port) {
  return cf.dnsRecords.edit(zoneId, id, {
    type: 'SRV',
    data: {
      service: '_xmpp-client',
      proto: '_tcp',
      name: domain,
      priority: 5,
      weight: 0,
      port,
      target: `chat.${domain}`,
    },
  });
}

async function xmppRecords(zoneId) {
  const res = await cf.dnsRecords.browse(zoneId);
  return res.result.filter((r) => r.data && r.data.proto === '_tcp');
}

module.exports = { addSrv, movePort, xmppRecords };
