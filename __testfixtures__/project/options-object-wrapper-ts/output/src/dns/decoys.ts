import { addWithTtl } from '../api/records';
import { addMailRecord } from '../api/mail';

export async function addMailService(zone: string, target: string) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { service: '_submission', proto: '_tcp', name: 'mail', priority: 0, weight: 1, port: 587, target };
  await addMailRecord(zone, o);
}

export async function addWithDefaults(zone: string, target: string) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  o.data = { priority: 0, weight: 1, port: 993, target };
  o.name = '_imaps._tcp.mail';
  await addWithTtl(zone, o);
}
