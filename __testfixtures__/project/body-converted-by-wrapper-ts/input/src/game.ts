import { createFlat, mirrorFlat } from './dns';

export async function publishGame(zone: string, host: string): Promise<void> {
  await createFlat(zone, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
  await mirrorFlat(zone, { type: 'SRV', data: { service: '_minecraft', proto: '_tcp', name: host, priority: 0, weight: 5, port: 25565, target: host } });
}
