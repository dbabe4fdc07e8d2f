const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

const headers = () => ({
  'X-Auth-Email': process.env.CF_EMAIL!,
  'X-Auth-Key': process.env.CF_API_KEY!,
  'Content-Type': 'application/json',
});

export async function listMembers(orgId: string) {
  const res = await fetch(`${CLOUDFLARE_API}/organizations/${orgId}/members?per_page=50`, { headers: headers() });
  const body = await res.json();
  return body.result.map((m: { id: string; user: { email: string } }) => m.user.email);
}

export async function inviteUser(orgId: string, email: string, roleId: string) {
  const res = await fetch(CLOUDFLARE_API + '/organizations/' + orgId + '/invites', {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ invited_member_email: email, roles: [{ id: roleId }] }),
  });
  return res.json();
}

export async function renameOrganization(orgId: string, name: string) {
  await fetch(`${CLOUDFLARE_API}/organizations/${orgId}`, { method: 'PATCH', headers: headers(), body: JSON.stringify({ name }) });
}

export async function auditLog(orgId: string, since: string) {
  const res = await fetch(`${CLOUDFLARE_API}/organizations/${orgId}/audit_logs?since=${since}`, { headers: headers() });
  return (await res.json()).result;
}
