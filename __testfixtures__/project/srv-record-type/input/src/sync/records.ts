import type { MxRecord, SrvRecord } from '../dns/types';

const API = 'https://api.cloudflare.com/client/v4';
const headers = { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' };

export async function addSip(zoneId: string, host: string, port: number) {
  const record: SrvRecord = {
    type: 'SRV',
    name: host,
    ttl: 300,
    data: { service: '_sip', proto: '_udp', name: host, priority: 10, weight: 5, port, target: `sip.${host}` },
  };
  const res = await fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
  return res.json();
}

export async function addMx(zoneId: string, record: MxRecord) {
  return fetch(`${API}/zones/${zoneId}/dns_records`, { method: 'POST', headers, body: JSON.stringify(record) });
}
