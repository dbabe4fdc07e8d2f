// An admin page of the site that borrows the worker's API module: connected to its anchor by the import.
import { authHeaders } from '../../../workers/mail-relay/src/cloudflare';

export async function zoneLimits(apiRoot: string, zoneId: string, token: string) {
  const res = await fetch(`${apiRoot}/zones/${zoneId}/rate_limits`, { headers: authHeaders(token) });
  return res.json();
}
