// Paths shared by the packages: imported by the worker's API module, so connected to its anchor.
export const membersPath = (organizationId) => `/organizations/${organizationId}/members`;

// A page of the site: a slug is not an id, and `settings` is no sub-resource of the organizations API.
export const orgPage = (slug) => `/organizations/${slug}/settings`;
