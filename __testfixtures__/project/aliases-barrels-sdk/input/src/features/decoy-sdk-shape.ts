import { cfApi } from '@lib/http';

// A local object shaped like the SDK is not a client, even beside an import of one.
const cf = {
  dns: { records: { edit: async (id: string, body: Record<string, unknown>) => ({ id, ...body }) } },
};

export async function pin(id: string) {
  await cf.dns.records.edit(id, { zone_id: 'z', type: 'TXT', name: '_pin', content: 'x', locked: false });
  return cfApi.defaults.baseURL;
}
