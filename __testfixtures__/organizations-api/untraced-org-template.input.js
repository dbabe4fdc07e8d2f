// The same job in plain JavaScript, with a client path template and a concatenation.
const ENDPOINTS = {
  organization: 'organizations/:organization_id',
  roles: 'organizations/:orgId/roles',
};

async function audit(send, organization_id, handle) {
  const org = await send('/organizations/' + organization_id);
  const audit = await send('/organizations/' + handle + '/audit_logs?per_page=50');
  return { org, audit, routes: ENDPOINTS };
}

module.exports = { audit };
