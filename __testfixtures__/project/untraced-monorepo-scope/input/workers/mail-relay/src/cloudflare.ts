// The one module of the repository that talks to the API: it anchors its own package.
import { membersPath } from '../../../shared/paths/index.js';

export const API_ROOT = 'https://api.cloudflare.com/client/v4';

export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

export const memberListPath = membersPath;
