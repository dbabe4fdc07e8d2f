const BASE = 'https://api.cloudflare.com/client/v4';

async function cf(path, method = 'GET', body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return (await res.json()).result;
}

exports.listDomains = (accountId) => cf(`/accounts/${accountId}/registrar/domains`);
exports.lockDomain = (accountId, name) => cf(`/accounts/${accountId}/registrar/domains/${name}`, 'PUT', { locked: true });
exports.whoami = () => cf('/user');
