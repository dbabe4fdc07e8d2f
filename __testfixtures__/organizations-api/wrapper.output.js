const BASE = 'https://api.cloudflare.com/client/v4';

async function cloudflare(path, method = 'GET', body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

// cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use GET /accounts/:account_id
export const organization = (id) => cloudflare(`/organizations/${id}`);
// cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use PUT /accounts/:account_id/members/:member_id
export const updateInvite = (orgId, inviteId, roles) => cloudflare(`/organizations/${orgId}/invites/${inviteId}`, 'PATCH', { roles });
export const account = (id) => cloudflare(`/accounts/${id}`);
