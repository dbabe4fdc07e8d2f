const axios = require('axios');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function domainInfo(accountId, name) {
  // cf-codemod(registrar-legacy-domains): legacy Registrar domain read ended 2026-09-27: use GET /accounts/:account_id/registrar/registrations (or GET /accounts/:account_id/registrar/domain-search, POST /accounts/:account_id/registrar/domain-check)
  const { data } = await api.get(`/accounts/${accountId}/registrar/domains/${name}`);
  return { locked: data.result.locked, expires: data.result.expires_at };
}

module.exports = { domainInfo };
