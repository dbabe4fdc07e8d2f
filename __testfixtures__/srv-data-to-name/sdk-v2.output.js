'use strict';

const cf = require('cloudflare')({ token: process.env.CF_TOKEN });

async function addSrv(zoneId, { service, proto, domain, port, target }) {
  const record = {
    type: 'SRV',
    name: `${service}.${proto}.${domain}`,
    data: { priority: 0, weight: 0, port, target },
    ttl: 1,
  };
  const res = await cf.dnsRecords.add(zoneId, record);
  return res.result;
}

async function movePort(zoneId, id, domain, port) {
  return cf.dnsRecords.edit(zoneId, id, {
    type: 'SRV',
    name: `_xmpp-client._tcp.${domain}`,
    data: {
      priority: 5,
      weight: 0,
      port,
      target: `chat.${domain}`,
    },
  });
}

async function xmppRecords(zoneId) {
  const res = await cf.dnsRecords.browse(zoneId);
  // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
  return res.result.filter((r) => r.data && r.data.proto === '_tcp');
}

module.exports = { addSrv, movePort, xmppRecords };
