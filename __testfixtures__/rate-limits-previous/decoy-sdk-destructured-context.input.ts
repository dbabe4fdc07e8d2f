import Cloudflare from 'cloudflare';

// A client of the app's own with the same resource names, held the same ways.
class LimitsStore {
  rateLimits = {
    list: async (query: { zone_id: string }) => ({ result: [query.zone_id] }),
    delete: async (id: string, query: { zone_id: string }) => ({ id, query }),
  };
}

const context = { cloudflare: { client: new LimitsStore() } };

export async function auditLimits(zoneId: string) {
  const { client } = context.cloudflare;
  return client.rateLimits.list({ zone_id: zoneId });
}

interface Handler {
  cloudflare: { client: LimitsStore; sdk: Cloudflare };
}

export async function dropLimit(handler: Handler, id: string) {
  const { client } = handler.cloudflare;
  await client.rateLimits.delete(id, { zone_id: 'z' });
}

// The SDK client is replaced by a stand-in before use: which one is called is not known here.
const swapped = { cloudflare: { client: new Cloudflare() as unknown } };
swapped.cloudflare.client = new LimitsStore();

export async function swappedLimits(zoneId: string) {
  const { client } = swapped.cloudflare;
  return (client as LimitsStore).rateLimits.list({ zone_id: zoneId });
}

class Sdk {
  get client() {
    return new LimitsStore();
  }
}

export async function fromGetter(zoneId: string) {
  return new Sdk().client.rateLimits.list({ zone_id: zoneId });
}
