const BASE = 'https://api.cloudflare.com/client/v4';

async function cf(path, method = 'GET', body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: `Bearer ${process.env.CF_TOKEN}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return (await res.json()).result;
}

// cf-codemod(registrar-legacy-domains): legacy Registrar list ended 2026-09-27: list the account's domains with GET /accounts/:account_id/registrar/registrations
exports.listDomains = (accountId) => cf(`/accounts/${accountId}/registrar/domains`);
// cf-codemod(registrar-legacy-domains): legacy Registrar domain update ended 2026-09-27: use the Registrar API (/accounts/:account_id/registrar/registrations)
exports.lockDomain = (accountId, name) => cf(`/accounts/${accountId}/registrar/domains/${name}`, 'PUT', { locked: true });
exports.whoami = () => cf('/user');
