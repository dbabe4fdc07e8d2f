// One list, two converters, but the second converter's record is also posted to another provider,
// which needs its literal as it is: the list's records are reported, and neither is rewritten.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const backup = axios.create({ baseURL: 'https://backup-dns.example.net/api' });

function sipRecord(host) {
    // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
    return { type: 'SRV', data: { service: '_sip', proto: '_udp', name: host, priority: 1, weight: 1, port: 5060, target: host } };
}

function xmppRecord(host) {
    // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
    return { type: 'SRV', data: { service: '_xmpp-server', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5269, target: host } };
}

async function publish(zoneId, hosts) {
    const records = [];
    for (const host of hosts) {
        records.push(sipRecord(host));
        records.push(xmppRecord(host));
    }
    for (const record of records) await api.post(`/zones/${zoneId}/dns_records`, record);
    for (const host of hosts) await backup.post('/records', xmppRecord(host));
}

module.exports = { publish };
