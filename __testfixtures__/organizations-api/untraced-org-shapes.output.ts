// An audit job that calls through a transport handed in: the engine cannot trace `send`.
type Send = (path: string, init?: { method: string }) => Promise<unknown>;
const API = 'https://api.cloudflare.com/client/v4';

export async function audit(send: Send, enqueue: (job: { url: string }) => void, orgId: string, org: { id: string; slug: string }, slug: string) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const profile = await send(`/organizations/${orgId}`);
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const byMember = await send(`/organizations/${org.id}`, { method: 'PATCH' });
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const invites = await send(`/organizations/${slug}/invites`);
  // After the API base, whatever the parameter: reported (`enqueue` sends nothing the engine knows: the second tier's).
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  enqueue({ url: `${API}/organizations/${slug}` });
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const rails = await send(['organizations', encodeURIComponent(orgId), 'railguns'].join('/'));
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const hex = await send('/organizations/0123456789abcdef0123456789abcdef');
  return { profile, byMember, invites, rails, hex };
}
