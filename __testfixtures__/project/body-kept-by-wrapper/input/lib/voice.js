import { addPlain, addRemembered } from './cloudflare';

export function publishSip(zone, host, token) {
  return addRemembered(zone, { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: host, priority: 5, weight: 5, port: 5060, target: host } }, token);
}

export function publishTurn(zone, host, token) {
  return addPlain(zone, { type: 'SRV', data: { service: '_turn', proto: '_udp', name: host, priority: 5, weight: 5, port: 3478, target: host } }, token);
}
