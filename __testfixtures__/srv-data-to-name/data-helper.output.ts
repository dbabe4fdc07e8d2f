// Record data built by a helper with a case per record type.
const API = 'https://api.cloudflare.com/client/v4';

function srvOrTxt(type: string, service: string, proto: string, name: string, port: number, target: string) {
  switch (type) {
    case 'SRV':
      return { priority: 0, weight: 5, port, target };
    default:
      return { content: target };
  }
}

export async function addSrv(zoneId: string, service: string, proto: string, zone: string, port: number, target: string) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    body: JSON.stringify({ type: 'SRV', name: `${service}.${proto}.${zone}`, ttl: 1, data: srvOrTxt('SRV', service, proto, zone, port, target) }),
  });
}

export const verification = (zone: string, token: string) => srvOrTxt('TXT', '', '', zone, 0, token);

// Shared by every record type, and the type is the caller's: reported at each call.
function recordData(type: string, service: string, proto: string, name: string, target: string) {
  switch (type) {
    case 'SRV': {
      return { service, proto, name, priority: 1, weight: 1, port: 443, target };
    }
    case 'CNAME':
      return undefined;
  }
  return undefined;
}

export async function addRecord(zoneId: string, type: string, name: string, target: string) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    // cf-codemod(srv-data-to-name): SRV data is built by recordData(), whose 'SRV' case sets service/proto/name: set the top-level name '_service._proto.name' for SRV records and drop them there
    body: JSON.stringify({ type, name, content: target, data: recordData(type, '_https', '_tcp', name, target) }),
  });
}

export async function addHttpsSrv(zoneId: string, zone: string, target: string) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, {
    method: 'POST',
    // cf-codemod(srv-data-to-name): SRV data is built by recordData(), whose 'SRV' case sets service/proto/name: set the top-level name '_service._proto.name' for SRV records and drop them there
    body: JSON.stringify({ type: 'SRV', data: recordData('SRV', '_https', '_tcp', zone, target) }),
  });
}
