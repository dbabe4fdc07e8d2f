// Wrappers that look inside the record they are given: the caller's object is not simply what is sent.
const CF_API = 'https://api.cloudflare.com/client/v4';

function legacyShape(record) {
  return { ...record, name: [record.data.service, record.data.proto, record.data.name].join('.') };
}

async function createRecord(url, record, token) {
  const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(legacyShape(record)) });
  return res.json();
}

async function createAudited(url, record, token) {
  audit.info(`new ${record.type} for ${record.data.service}`);
  const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(record) });
  return res.json();
}

export function addLdap(zone, host, token) {
  // cf-codemod(srv-data-to-name): SRV record handed to createRecord(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.service/proto/name, here and where createRecord() reads them (not rewritten: the wrapper relies on this shape)
  return createRecord(`${CF_API}/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: host, priority: 0, weight: 5, port: 389, target: host } }, token);
}

export function addKerberos(zone, host, token) {
  // cf-codemod(srv-data-to-name): SRV record handed to createAudited(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.service/proto/name, here and where createAudited() reads them (not rewritten: the wrapper relies on this shape)
  return createAudited(`${CF_API}/zones/${zone}/dns_records`, { type: 'SRV', data: { service: '_kerberos', proto: '_udp', name: host, priority: 0, weight: 5, port: 88, target: host } }, token);
}
