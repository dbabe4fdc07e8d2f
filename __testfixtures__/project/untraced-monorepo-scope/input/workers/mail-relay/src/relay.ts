// Requests sent through a transport the worker is handed: not traced, reported in an anchored package.
type Transport = (path: string) => Promise<unknown>;

export async function recipients(send: Transport, orgId: string) {
  return send(`/organizations/${orgId}/members`);
}

// The dashboard page a bounce mail links to: a page route, not a request.
export const dashboardLink = (slug: string): string => `/organizations/${slug}`;
