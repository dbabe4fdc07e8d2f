const { call } = require('./directory-client');

// The old API's methods on its paths: reported.
// cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
const people = (orgId) => call('get', `/organizations/${orgId}/members`);
// cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
const dropMember = (orgId, memberId) => call(`/organizations/${orgId}/members/${memberId}`, { method: 'DELETE' });
// Not said here.
// cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
const onOrg = (options, orgId) => call('/organizations/' + orgId, options);

module.exports = { people, dropMember, onOrg };
