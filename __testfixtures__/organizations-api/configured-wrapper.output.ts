import { cfRequest } from './cloudflare-client';

export async function orgRoles(orgId: string) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use GET /accounts/:account_id/roles
  return cfRequest(`/organizations/${orgId}/roles`, 'GET');
}
