import type { SrvRecord } from './types';

const CF = 'https://api.cloudflare.com/client/v4';

export function addVoice(zoneId: string, host: string, port: number) {
  const record: SrvRecord = { type: 'SRV', name: `_ts3._udp.${host}`, data: { priority: 0, weight: 0, port, target: host } };
  return fetch(`${CF}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}

// Reads the parts through the type: it keeps them.
export function label(record: SrvRecord) {
  // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
  // cf-codemod(srv-data-to-name): SRV data.proto is no longer returned: derive it from the record's name (name.split('.')[1])
  return `${record.data.service}.${record.data.proto}`;
}
