import { SrvRecord } from './types';

const CF = 'https://api.cloudflare.com/client/v4';

// The zone's own SRV record: its base name is the apex, so the full name needs the zone's name.
export function publishApex(zoneId: string, port: number) {
  const record: SrvRecord = {
    type: 'SRV',
    name: '@',
    data: { service: '_imaps', proto: '_tcp', name: '@', priority: 0, weight: 1, port, target: 'mail.example.net' },
  };
  return fetch(`${CF}/zones/${zoneId}/dns_records`, { method: 'POST', body: JSON.stringify(record) });
}
