// One list, two converters: each pushes a fresh SRV record of its own, and the list is walked by the
// Cloudflare request alone. Both converters are sent nowhere else, so both literals are rewritten.
import axios from 'axios';

const api = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

function sipRecord(host: string) {
  return { type: 'SRV', data: { service: '_sip', proto: '_udp', name: host, priority: 1, weight: 1, port: 5060, target: host } };
}

function xmppRecord(host: string) {
  return { type: 'SRV', data: { service: '_xmpp-server', proto: '_tcp', name: host, priority: 5, weight: 0, port: 5269, target: host } };
}

export async function publish(zoneId: string, hosts: string[]): Promise<void> {
  const records: object[] = [];
  for (const host of hosts) {
    records.push(sipRecord(host));
    records.push(xmppRecord(host));
  }
  for (const record of records) await api.post(`/zones/${zoneId}/dns_records`, record);
}
