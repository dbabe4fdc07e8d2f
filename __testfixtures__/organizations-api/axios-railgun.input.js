const axios = require('axios');

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_TOKEN}` },
});

async function railguns(orgId) {
  const { data } = await cf.get(`/organizations/${orgId}/railguns`);
  return data.result;
}

async function removeMember(orgId, memberId) {
  await cf.delete(`/organizations/${orgId}/members/${memberId}`);
}

async function roles(orgId) {
  const { data } = await cf.get(`/organizations/${orgId}/roles`);
  return data.result.map((r) => r.name);
}

module.exports = { railguns, removeMember, roles };
