// The site's own page routes and API routes: another package, not anchored.
export const routes = {
  organization: (s: string) => `/organizations/${s}`,
  members: (orgId: string) => `/organizations/${orgId}/members`,
  limits: (zoneId: string) => `/zones/${zoneId}/rate_limits`,
};

export async function loadOrganization(get: (path: string) => Promise<unknown>, id: string) {
  return get(`/organizations/${id}`);
}
