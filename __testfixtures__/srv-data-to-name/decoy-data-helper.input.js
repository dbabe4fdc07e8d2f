// A helper with an 'SRV' case whose records go to an in-house DNS store, not to Cloudflare.
const STORE = 'https://dns-store.internal.example/api';

function recordData(type, service, proto, name, target) {
  switch (type) {
    case 'SRV':
      return { service, proto, name, priority: 0, weight: 0, port: 8443, target };
    default:
      return { content: target };
  }
}

async function save(zoneId, zone, target) {
  return fetch(`${STORE}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'SRV', data: recordData('SRV', '_admin', '_tcp', zone, target) }),
  });
}

module.exports = { save };
