import Cloudflare from 'cloudflare';

const client = new Cloudflare({ apiToken: process.env.CF_TOKEN });

// Responses cached by path: `get` here is the Map's.
const cache = new Map<string, unknown>();

export function cachedDashboard(zoneId: string) {
  return cache.get('/zones/' + zoneId + '/analytics/dashboard');
}

// The app's own store reads the same path from its database.
export function fromStore(client: { get(path: string): Promise<unknown> }, zoneId: string) {
  return client.get(`/zones/${zoneId}/analytics/dashboard`);
}

export const sdk = client;
