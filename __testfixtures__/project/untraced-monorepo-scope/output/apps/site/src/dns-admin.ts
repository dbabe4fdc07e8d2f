// An admin page of the site that borrows the worker's API module: connected to its anchor by the import.
import { authHeaders } from '../../../workers/mail-relay/src/cloudflare';

export async function zoneLimits(apiRoot: string, zoneId: string, token: string) {
  // cf-codemod(rate-limits-previous): /zones/:zone_id/rate_limits is written here, but its request is not traced to a Cloudflare client: Rate limiting rules: Rulesets API, phase http_ratelimit
  const res = await fetch(`${apiRoot}/zones/${zoneId}/rate_limits`, { headers: authHeaders(token) });
  return res.json();
}
