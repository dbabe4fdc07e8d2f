import Cloudflare from 'cloudflare';

// The shop's own limiter: it has rate limits of its own, with the same method names.
interface Limiter {
  rateLimits: { list(q: { zone_id: string }): Promise<unknown>; delete(id: string, q: object): Promise<void> };
}

interface Services {
  getClient(): Limiter;
  zoneId: string;
}

export async function listOwn(getClient: () => Limiter, zoneId: string) {
  return getClient().rateLimits.list({ zone_id: zoneId });
}

export async function dropOwn(services: Services, id: string) {
  await services.getClient().rateLimits.delete(id, { zone_id: services.zoneId });
}

export function withDouble(getClient: () => Cloudflare, zoneId: string) {
  // In the dry-run path the real client is replaced by a local stub of the same name.
  const dryRun = () => {
    const getClient = () => ({ rateLimits: { list: async (q: object) => [q] } });
    return getClient().rateLimits.list({ zone_id: zoneId });
  };
  return dryRun;
}
