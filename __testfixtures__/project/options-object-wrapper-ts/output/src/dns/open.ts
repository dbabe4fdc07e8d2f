import { addRecord } from '../api/records';

declare function audit(record: object): void;

// Handed to a function the run cannot see before it is sent: it may change anything.
export async function addAudited(zone: string, target: string) {
  const o: Record<string, unknown> = {};
  o.type = 'SRV';
  // cf-codemod(srv-data-to-name): SRV data is built elsewhere: make sure it has no service/proto/name and set the top-level name '_service._proto.name'
  o.data = { service: '_xmpp', proto: '_tcp', name: 'chat', priority: 0, weight: 0, port: 5222, target };
  audit(o);
  await addRecord(zone, o);
}
