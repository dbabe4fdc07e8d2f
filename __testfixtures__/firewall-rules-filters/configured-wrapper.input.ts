import { cfRequest } from '../lib/cloudflare';
import type { Zone } from '../types';

export async function protectAdmin(zone: Zone, officeRange: string) {
  const created = await cfRequest(`/zones/${zone.id}/firewall/rules`, 'POST', [
    {
      description: 'admin only from the office',
      action: 'block',
      filter: {
        expression: `(http.request.uri.path wildcard "/admin/*" and not ip.src in {${officeRange}})`,
      },
    },
  ]);
  return created.result;
}

export async function listFilters(zone: Zone) {
  return cfRequest(`/zones/${zone.id}/filters?paused=false`);
}
