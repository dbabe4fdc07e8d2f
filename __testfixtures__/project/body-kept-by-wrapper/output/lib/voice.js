import { addPlain, addRemembered } from './cloudflare';

export function publishSip(zone, host, token) {
  // cf-codemod(srv-data-to-name): SRV record handed to addRemembered(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.service/proto/name, here and where addRemembered() reads them (not rewritten: the wrapper relies on this shape)
  return addRemembered(zone, { type: 'SRV', data: { service: '_sip', proto: '_tcp', name: host, priority: 5, weight: 5, port: 5060, target: host } }, token);
}

export function publishTurn(zone, host, token) {
  return addPlain(zone, { type: 'SRV', name: `_turn._udp.${host}`, data: { priority: 5, weight: 5, port: 3478, target: host } }, token);
}
