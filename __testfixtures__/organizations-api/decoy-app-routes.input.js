const express = require('express');
const axios = require('axios');

const router = express.Router();
const github = axios.create({ baseURL: 'https://api.github.com' });

router.get('/organizations/:organization_id/members', async (req, res) => {
  res.json(await db.members.findAll({ where: { orgId: req.params.organization_id } }));
});

async function githubOrgMembers(org) {
  const { data } = await github.get(`/orgs/${org}/members`);
  return data;
}

async function ownOrganizations(orgId) {
  const res = await fetch(`/api/organizations/${orgId}/invites`);
  return res.json();
}

module.exports = { router, githubOrgMembers, ownOrganizations };
