// An account-scoped helper that takes the resource kind as an argument: the tunnels segment
// reaches the URL through a parameter, so the call is reported rather than edited.
const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` };

function accountResource(accountId, kind, id, init = {}) {
  return fetch(`${CF}/accounts/${accountId}/${kind}/${id}`, { headers: auth, ...init });
}

async function retireTunnel(accountId, tunnelId) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: the tunnels segment is not written where this call can edit it (in its own URL or a const of this file)
  await accountResource(accountId, 'tunnels', tunnelId, { method: 'DELETE' });
}

async function tunnelDetails(accountId, tunnelId) {
  // cf-codemod(account-tunnels): move this call to /accounts/:account_id/cfd_tunnel/...: the tunnels segment is not written where this call can edit it (in its own URL or a const of this file)
  const res = await accountResource(accountId, 'tunnels', tunnelId);
  return (await res.json()).result;
}

// Other resources through the same helper stay as they are.
async function memberDetails(accountId, memberId) {
  const res = await accountResource(accountId, 'members', memberId);
  return (await res.json()).result;
}

module.exports = { retireTunnel, tunnelDetails, memberDetails };
