import { addChecked, addPlain } from './cloudflare';

export function publishSip(zone: string, host: string, token: string) {
  return addChecked(zone, { type: 'SRV', data: { service: '_sip', proto: '_tls', name: host, priority: 10, weight: 10, port: 5061, target: host } }, token);
}

export function publishStun(zone: string, host: string, token: string) {
  return addPlain(zone, { type: 'SRV', data: { service: '_stun', proto: '_udp', name: host, priority: 10, weight: 10, port: 3478, target: host } }, token);
}
