import { cfRequest } from './cloudflare-client';

export async function orgRoles(orgId: string) {
  return cfRequest(`/organizations/${orgId}/roles`, 'GET');
}
