// The same helper against an in-house ops API: no Cloudflare anchor, nothing changes.
const CF = 'https://ops.example.org/api';
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
