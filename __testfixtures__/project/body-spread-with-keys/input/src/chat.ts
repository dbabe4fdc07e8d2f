import { replaceRecord, type RecordBody } from './records';

export async function chat(zoneId: string, recordId: string, target: string): Promise<Response> {
  const body: RecordBody = {};
  body.type = 'SRV';
  body.data = { service: '_xmpp', proto: '_tcp', name: 'chat', priority: 0, weight: 0, port: 5222, target };
  return replaceRecord(zoneId, recordId, { body });
}
