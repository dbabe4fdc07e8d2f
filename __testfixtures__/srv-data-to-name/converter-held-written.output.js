// The converter's result is held by a const the caller also writes to: the request does not send the
// converter's object alone, so its SRV data is reported, not rewritten.
const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function toApiRecord(entry) {
  const out = { type: entry.kind, ttl: 1 };
  switch (entry.kind) {
    case 'SRV':
      // cf-codemod(srv-data-to-name): SRV data is set after the body is built, from values the body cannot see yet: set the top-level name '_service._proto.name' and drop data.service/proto/name
      out.data = { service: entry.service, proto: entry.protocol, name: entry.host, priority: 10, weight: 5, port: entry.port, target: entry.target };
      break;
    default:
      out.content = entry.target;
  }
  return out;
}

async function publish(zoneId, entry) {
  const payload = toApiRecord(entry);
  payload.name = entry.fqdn;
  const { data } = await cf.post(`/zones/${zoneId}/dns_records`, payload);
  return data.result.id;
}

module.exports = { publish };
