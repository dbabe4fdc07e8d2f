import { SrvRecord } from './types';

const CF = 'https://api.cloudflare.com/client/v4';

export function publishServer(zoneId: string, host: string, port: number) {
  const record: SrvRecord = {
    type: 'SRV',
    name: host,
    data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port, target: host },
  };
  return fetch(`${CF}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}
