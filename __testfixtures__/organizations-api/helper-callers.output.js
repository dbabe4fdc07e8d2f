// Team audit: listMembers() reads the members of one organization (a fixed endpoint, the id from its
// caller). That request carries the finding; audit() and the entry call only call the helper.
const API = 'https://api.cloudflare.com/client/v4';
const auth = { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY };

async function listMembers(orgId) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use GET /accounts/:account_id/members
  const res = await fetch(`${API}/organizations/${orgId}/members`, { headers: auth });
  const { result } = await res.json();
  return result;
}

async function audit(orgId) {
  const members = await listMembers(orgId);
  for (const m of members) console.log(m.user.email, m.status);
}

audit(process.argv[2]).catch((e) => {
  console.error(e);
  process.exit(1);
});
