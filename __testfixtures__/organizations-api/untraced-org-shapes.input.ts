// An audit job that calls through a transport handed in: the engine cannot trace `send`.
type Send = (path: string, init?: { method: string }) => Promise<unknown>;
const API = 'https://api.cloudflare.com/client/v4';

export async function audit(send: Send, enqueue: (job: { url: string }) => void, orgId: string, org: { id: string; slug: string }, slug: string) {
  const profile = await send(`/organizations/${orgId}`);
  const byMember = await send(`/organizations/${org.id}`, { method: 'PATCH' });
  const invites = await send(`/organizations/${slug}/invites`);
  // After the API base, whatever the parameter: reported (`enqueue` sends nothing the engine knows: the second tier's).
  enqueue({ url: `${API}/organizations/${slug}` });
  const rails = await send(['organizations', encodeURIComponent(orgId), 'railguns'].join('/'));
  const hex = await send('/organizations/0123456789abcdef0123456789abcdef');
  return { profile, byMember, invites, rails, hex };
}
