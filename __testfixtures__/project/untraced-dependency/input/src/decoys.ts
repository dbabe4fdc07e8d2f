import { Router } from 'express';

// The app's own routes mirror the API's: a route pattern, and its own prefix.
const router = Router();
router.get('/zones/:zoneId/filters', (req, res) => res.json([]));
router.get(`/api/zones/${'x'}/rate_limits`, (req, res) => res.json([]));

export async function ownFilters(zoneId: string) {
  // A relative URL: the app's own server answers it.
  const mine = await fetch(`/zones/${zoneId}/filters`);
  const other = await fetch(`https://status.example.net/zones/${zoneId}/firewall/rules`);
  const proxied = `/api/zones/${zoneId}/firewall/rules`;
  console.warn(`/zones/${zoneId}/rate_limits`);
  if (!mine.ok) throw new Error(`GET /zones/${zoneId}/filters failed`);
  return [mine, other, proxied];
}

export const words = ['filters', 'rate_limits', 'firewall', 'rules'];
export const docs = 'See /zones/{zone_id}/firewall/rules in the old reference.';
export const cache = new Map<string, string[]>();
export const filters = { list: () => cache.get('filters') };
filters.list();
export const settingsPath = (zone: string) => `/zones/${zone}/settings/ssl`;
export const dnsPath = (zone: string) => `/zones/${zone}/dns_records`;
