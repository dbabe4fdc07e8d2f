import Cloudflare from 'cloudflare';

// Settings of the app's own tenants, stored behind a client with the same verbs.
interface TenantStore {
  patch(path: string, opts: { body: unknown }): Promise<void>;
}

export interface Provision {
  getClient: () => TenantStore;
  sdk: Cloudflare;
  zoneId: string;
}

export async function compressTenant({ getClient, zoneId }: Provision) {
  await getClient().patch(`/zones/${zoneId}/settings/brotli`, { body: { value: 'on' } });
}
