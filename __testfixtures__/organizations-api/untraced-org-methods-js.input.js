const { call } = require('./directory-client');

// The old API's methods on its paths: reported.
const people = (orgId) => call('get', `/organizations/${orgId}/members`);
const dropMember = (orgId, memberId) => call(`/organizations/${orgId}/members/${memberId}`, { method: 'DELETE' });
// Not said here.
const onOrg = (options, orgId) => call('/organizations/' + orgId, options);

module.exports = { people, dropMember, onOrg };
