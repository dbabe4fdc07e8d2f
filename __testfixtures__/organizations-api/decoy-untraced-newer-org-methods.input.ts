import { call } from './directory-client';

// Not traced (the client is another module's). Each call says a method the old Organizations API never
// had on its path: these are the newer Organizations API, which shares the prefix.
export async function renameOrg(orgId: string, name: string) {
  return call('PUT', `/organizations/${orgId}`, { name });
}

export async function closeOrg(orgId: string) {
  return call(`/organizations/${orgId}`, { method: 'DELETE' });
}

export async function addPerson(orgId: string, email: string) {
  return call('POST', `/organizations/${orgId}/members`, { email });
}
