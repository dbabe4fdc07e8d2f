const API = 'https://api.cloudflare.com/client/v4';

async function internal(token) {
  // Our own portal's apps API, not Cloudflare's.
  await fetch('https://portal.example.com/accounts/1/access/apps', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ self_hosted_domains: ['a.example.com'] }),
  });
}

async function group(accountId, token) {
  await fetch(`${API}/accounts/${accountId}/access/groups`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'ops', include: [], self_hosted_domains: ['ops.example.com'] }),
  });
}

function localConfig(app) {
  return { self_hosted_domains: [app.domain], note: 'kept in our own config file' };
}

module.exports = { internal, group, localConfig };
