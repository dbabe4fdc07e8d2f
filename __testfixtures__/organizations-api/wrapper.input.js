const BASE = 'https://api.cloudflare.com/client/v4';

async function cloudflare(path, method = 'GET', body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

export const organization = (id) => cloudflare(`/organizations/${id}`);
export const updateInvite = (orgId, inviteId, roles) => cloudflare(`/organizations/${orgId}/invites/${inviteId}`, 'PATCH', { roles });
export const account = (id) => cloudflare(`/accounts/${id}`);
