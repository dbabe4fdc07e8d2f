// The converter's record goes to Cloudflare and, unchanged, to a backup host: its literal is that host's too, so it stays and is reported.
const API = 'https://api.cloudflare.com/client/v4';

function toRecord(e) {
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  return { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: e.host, priority: 1, weight: 1, port: 5060, target: e.host } };
}

export async function add(zone, e) {
  await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(toRecord(e)) });
  await fetch('https://backup.example.org/records', { method: 'POST', body: JSON.stringify(toRecord(e)) });
}
