import { createFlat, mirrorFlat } from './dns';

export async function publishGame(zone: string, host: string): Promise<void> {
  // cf-codemod(srv-data-to-name): SRV record handed to createFlat(), which converts it or reads its fields before sending it: set the top-level name '_service._proto.name' and drop data.service/proto/name, here and where createFlat() reads them (not rewritten: the wrapper relies on this shape)
  await createFlat(zone, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
  await mirrorFlat(zone, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
}
