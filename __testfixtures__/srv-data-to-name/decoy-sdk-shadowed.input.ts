// Tests of the record publisher: the records API is replaced by an in-memory store of the same shape.
import Cloudflare from 'cloudflare';

type SrvData = { service: string; proto: string; name: string; port: number; target: string };
interface RecordStore {
  dns: { records: { create(params: { zone_id: string; type: 'SRV'; data: SrvData }): Promise<{ id: string }> } };
}

export function zonesOf(token: string) {
  const client = new Cloudflare({ apiToken: token });
  return client.zones.list();
}

export function publishTo(client: RecordStore, zone: string) {
  return client.dns.records.create({
    zone_id: zone,
    type: 'SRV',
    data: { service: '_sip', proto: '_udp', name: 'example.test', port: 5060, target: 'sip.example.test' },
  });
}

test('the store keeps what it was given', async () => {
  const saved: unknown[] = [];
  const client = { dns: { records: { create: async (params: unknown) => (saved.push(params), { id: 'r1' }) } } };
  await client.dns.records.create({ zone_id: 'z', type: 'SRV', data: { service: '_sip', proto: '_tcp', name: '@', port: 5061, target: 'sip' } });
  expect(saved).toHaveLength(1);
});
