const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

async function railguns(orgId) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04): Railgun has no /accounts equivalent, remove the call
  const { data } = await cf.get(`/organizations/${orgId}/railguns`);
  return data.result;
}

async function removeMember(orgId, memberId) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use DELETE /accounts/:account_id/members/:member_id
  await cf.delete(`/organizations/${orgId}/members/${memberId}`);
}

async function roles(orgId) {
  // cf-codemod(organizations-api): if this targets the old Organizations API (ended 2020-02-04), use GET /accounts/:account_id/roles
  const { data } = await cf.get(`/organizations/${orgId}/roles`);
  return data.result.map((r) => r.name);
}

module.exports = { railguns, removeMember, roles };
