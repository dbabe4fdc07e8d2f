// Records converted into a list each request sends one by one, but the converters also feed a mirror and a log outside the lists: each literal stays and is reported.
const API = 'https://api.cloudflare.com/client/v4';

function asSrv(h) {
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  return { type: 'SRV', data: { service: '_ldap', proto: '_tcp', name: h.domain, priority: 0, weight: 100, port: 389, target: h.host } };
}

function asPushed(h) {
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  return { type: 'SRV', data: { service: '_kerberos', proto: '_udp', name: h.domain, priority: 0, weight: 100, port: 88, target: h.host } };
}

async function sync(zone, hosts) {
  for (const rec of hosts.map((h) => asSrv(h))) {
    await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(rec) });
  }
  await fetch('https://mirror.example.net/dns', { method: 'POST', body: JSON.stringify(asSrv(hosts[0])) });
  const out = [];
  for (const h of hosts) out.push(asPushed(h));
  for (const entry of out) await fetch(`${API}/zones/${zone}/dns_records`, { method: 'POST', body: JSON.stringify(entry) });
  console.info(asPushed(hosts[0]));
}

module.exports = { sync };
