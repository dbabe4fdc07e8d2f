const { tunnels } = require('./tunnels');

async function sweep(id) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: this DELETE goes through tunnels, whose own URL writes the tunnels segment for every call it sends (the list call, which stays, may be one), so give this call its own URL
  await tunnels(`/${id}/connections`, { method: 'DELETE' });
}

module.exports = { sweep };
