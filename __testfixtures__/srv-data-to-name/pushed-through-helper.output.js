// Each record passes through a helper that also keeps it for a second provider before it is pushed:
// the pushed call is not the converter's, and the object has that other reader: reported, not rewritten.
const axios = require('axios');

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });
const kept = [];

function keep(record) {
  kept.push(record);
  return record;
}

function sipRecord(host) {
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  return { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: host, priority: 1, weight: 1, port: 5060, target: host } };
}

async function publish(zoneId, hosts) {
  const records = [];
  for (const host of hosts) records.push(keep(sipRecord(host)));
  for (const record of records) await api.post(`/zones/${zoneId}/dns_records`, record);
}

module.exports = { publish, kept };
