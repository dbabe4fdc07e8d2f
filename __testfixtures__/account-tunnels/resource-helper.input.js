// An account-scoped helper that takes the resource kind as an argument: the tunnels segment
// reaches the URL through a parameter, so the call is reported rather than edited.
const CF = 'https://api.cloudflare.com/client/v4';
const auth = { Authorization: `Bearer ${process.env.CLOUDFLARE_API_TOKEN}` };

function accountResource(accountId, kind, id, init = {}) {
  return fetch(`${CF}/accounts/${accountId}/${kind}/${id}`, { headers: auth, ...init });
}

async function retireTunnel(accountId, tunnelId) {
  await accountResource(accountId, 'tunnels', tunnelId, { method: 'DELETE' });
}

async function tunnelDetails(accountId, tunnelId) {
  const res = await accountResource(accountId, 'tunnels', tunnelId);
  return (await res.json()).result;
}

// Other resources through the same helper stay as they are.
async function memberDetails(accountId, memberId) {
  const res = await accountResource(accountId, 'members', memberId);
  return (await res.json()).result;
}

module.exports = { retireTunnel, tunnelDetails, memberDetails };
