import { call } from './directory-client';

// Methods the old API had on each path: reported.
export async function people(orgId: string) {
  return call('GET', `/organizations/${orgId}/members`);
}

export async function retitle(orgId: string, name: string) {
  return call('PATCH', `/organizations/${orgId}`, { name });
}

// A path of the old API the table does not list: every method.
export async function anyVerbBelow(orgId: string) {
  return call('POST', `/organizations/${orgId}/virtual_dns`);
}

// The method is the caller's.
export async function onOrg(verb: string, orgId: string) {
  return call(verb, `/organizations/${orgId}`);
}
