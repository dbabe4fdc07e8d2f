// Requests sent through a transport the worker is handed: not traced, reported in an anchored package.
type Transport = (path: string) => Promise<unknown>;

export async function recipients(send: Transport, orgId: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return send(`/organizations/${orgId}/members`);
}

// The dashboard page a bounce mail links to: a page route, not a request.
export const dashboardLink = (slug: string): string => `/organizations/${slug}`;
