import { addChecked, addPlain } from './cloudflare';

export function publishSip(zone: string, host: string, token: string) {
  // cf-codemod(srv-data-to-name): SRV record handed to addChecked(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.service/proto/name, here and where addChecked() reads them (not rewritten: the wrapper relies on this shape)
  return addChecked(zone, { type: 'SRV', data: { service: '_sip', proto: '_tls', name: host, priority: 10, weight: 10, port: 5061, target: host } }, token);
}

export function publishStun(zone: string, host: string, token: string) {
  return addPlain(zone, { type: 'SRV', name: `_stun._udp.${host}`, data: { priority: 10, weight: 10, port: 3478, target: host } }, token);
}
