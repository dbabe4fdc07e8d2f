import { call } from './directory-client';

// Methods the old API had on each path: reported.
export async function people(orgId: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return call('GET', `/organizations/${orgId}/members`);
}

export async function retitle(orgId: string, name: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return call('PATCH', `/organizations/${orgId}`, { name });
}

// A path of the old API the table does not list: every method.
export async function anyVerbBelow(orgId: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return call('POST', `/organizations/${orgId}/virtual_dns`);
}

// The method is the caller's.
export async function onOrg(verb: string, orgId: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return call(verb, `/organizations/${orgId}`);
}
