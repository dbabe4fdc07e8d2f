// The converter sets SRV-shaped data on a branch whose record type it does not know: reported, not changed.
const CF_API = 'https://api.cloudflare.com/client/v4';

function toBody(entry) {
  const body = { type: entry.recordType, ttl: 1 };
  if (entry.port) {
    // cf-codemod(srv-data-to-name): record type is not a literal: if this can be an SRV record, move data.service/proto/name into the top-level name '_service._proto.name'
    body.data = { service: entry.service, proto: entry.proto, name: entry.name, priority: 1, weight: 1, port: entry.port, target: entry.target };
  } else {
    body.name = entry.name;
    body.content = entry.content;
  }
  return body;
}

function toSharedBody(entry) {
  const body = { type: 'SRV' };
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  body.data = { service: entry.service, proto: entry.proto, name: entry.name, priority: 1, weight: 1, port: entry.port, target: entry.target };
  register(body);
  return body;
}

export async function create(zone, entry, token) {
  const headers = { Authorization: `Bearer ${token}` };
  await fetch(`${CF_API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(toBody(entry)) });
  await fetch(`${CF_API}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(toSharedBody(entry)) });
}
