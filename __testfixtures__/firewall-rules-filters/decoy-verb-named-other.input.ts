import { cf } from './cloudflare-client';

// `.delete` and `.remove` on things that are not the API helper: a Map, URLSearchParams, an absolute URL elsewhere.
const pending = new Map<string, number>();

export async function cleanup(zoneId: string, filterId: string, query: URLSearchParams) {
  pending.delete(filterId);
  query.delete('filters');
  await cf.delete(`https://waf-mirror.example.com/zones/${zoneId}/filters/${filterId}`);
}
