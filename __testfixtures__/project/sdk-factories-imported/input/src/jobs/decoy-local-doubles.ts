import { clientFor, getClient } from '../lib/cloudflare';

export function rehearse(zoneId: string, ids: string[]) {
  // Rehearsal: the same names, bound to recorders that send nothing.
  const clientFor = (_token: string) => ({ rateLimits: { delete: async (id: string, q: object) => [id, q] } });
  const getClient = () => ({ patch: async (path: string, opts: object) => [path, opts] });
  return Promise.all([
    ...ids.map((id) => clientFor('dry-run').rateLimits.delete(id, { zone_id: zoneId })),
    getClient().patch(`/zones/${zoneId}/settings/brotli`, { body: { value: 'on' } }),
  ]);
}

export { clientFor as liveClientFor, getClient as liveClient };
