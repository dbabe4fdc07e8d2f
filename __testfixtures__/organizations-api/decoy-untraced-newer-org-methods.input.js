const { call } = require('./directory-client');

// The newer Organizations API: methods the old one never had on these paths.
const renameOrg = (orgId, name) => call('put', '/organizations/' + orgId, { name });
const addPerson = (orgId, email) => call('/organizations/' + orgId + '/members', { method: 'POST', body: { email } });

module.exports = { renameOrg, addPerson };
