// The same job in plain JavaScript, with a client path template and a concatenation.
const ENDPOINTS = {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  organization: 'organizations/:organization_id',
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  roles: 'organizations/:orgId/roles',
};

async function audit(send, organization_id, handle) {
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const org = await send('/organizations/' + organization_id);
  // cf-codemod(organizations-api): /organizations/:organization_id is written here, but its request is not traced to a Cloudflare client: /accounts/:account_id/... (members, roles, audit_logs)
  const audit = await send('/organizations/' + handle + '/audit_logs?per_page=50');
  return { org, audit, routes: ENDPOINTS };
}

module.exports = { audit };
