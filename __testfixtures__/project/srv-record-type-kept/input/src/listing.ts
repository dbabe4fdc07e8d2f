import type { SrvRecord } from './types';

const CF = 'https://api.cloudflare.com/client/v4';

export function addVoice(zoneId: string, host: string, port: number) {
  const record: SrvRecord = { type: 'SRV', name: host, data: { service: '_ts3', proto: '_udp', name: host, priority: 0, weight: 0, port, target: host } };
  return fetch(`${CF}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}

// Reads the parts through the type: it keeps them.
export function label(record: SrvRecord) {
  return `${record.data.service}.${record.data.proto}`;
}
