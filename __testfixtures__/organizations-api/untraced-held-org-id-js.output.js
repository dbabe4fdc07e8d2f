const { relay, pick } = require('./directory-relay');

const ROOT = process.env.DIRECTORY_ROOT;

// An organization id held in a const, whatever the const is given: reported.
async function fromPick() {
  const orgId = pick('team');
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(`${ROOT}/organizations/${orgId}`);
}

async function fromSettings(settings) {
  const orgId = settings.organization;
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(ROOT + '/organizations/' + orgId);
}

async function fromAnswer() {
  const organizationId = await pick('first');
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  return relay(`${ROOT}/organizations/${organizationId}`);
}

module.exports = { fromPick, fromSettings, fromAnswer };
