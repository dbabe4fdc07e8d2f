// Database names the migration test walks: words, not paths.
const TABLES = [
  ['organizations', null, 'organization'],
  ['organization_members', null, 'member'],
];

function orgPath(id) {
  return `/organizations/${id}/members`;
}

module.exports = { TABLES, orgPath };
