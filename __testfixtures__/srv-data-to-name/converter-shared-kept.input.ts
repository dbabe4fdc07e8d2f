// Converters whose records Cloudflare receives but the code also keeps, hands back or logs: the other readers expect data.service/proto/name, so each literal stays and is reported.
const CF = 'https://api.cloudflare.com/client/v4';

interface Entry {
  service: string;
  host: string;
  port: number;
}

const sent = new Map<string, object>();

function stored(e: Entry) {
  return { type: 'SRV', data: { service: e.service, proto: '_tcp', name: e.host, priority: 0, weight: 5, port: e.port, target: e.host } };
}

function returned(e: Entry) {
  return { type: 'SRV', data: { service: e.service, proto: '_udp', name: e.host, priority: 0, weight: 5, port: e.port, target: e.host } };
}

const logged = (e: Entry) => ({ type: 'SRV', data: { service: e.service, proto: '_tls', name: e.host, priority: 0, weight: 5, port: e.port, target: e.host } });

function mapped(e: Entry) {
  return { type: 'SRV', data: { service: e.service, proto: '_tcp', name: e.host, priority: 1, weight: 1, port: e.port, target: e.host } };
}

export async function publish(zone: string, e: Entry, token: string) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(stored(e)) });
  sent.set(e.host, stored(e));
  await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(logged(e)) });
  console.log('published', logged(e));
  await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers, body: JSON.stringify(returned(e)) });
  return returned(e);
}

export async function publishAll(zone: string, entries: Entry[], token: string) {
  for (const record of entries.map(mapped)) {
    await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(record) });
  }
  await fetch('https://inventory.example.com/srv', { method: 'PUT', body: JSON.stringify(mapped(entries[0])) });
}
