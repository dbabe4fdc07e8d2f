import { editRecord } from './dns';

export async function publishSip(zoneId: string, recordId: string, target: string): Promise<unknown> {
  const body: Record<string, unknown> = {};
  body.type = 'SRV';
  body.data = { service: '_sip', proto: '_tcp', name: 'office', priority: 10, weight: 5, port: 5060, target };
  return editRecord(zoneId, recordId, { body, retries: 2 });
}
