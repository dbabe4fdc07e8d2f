const axios = require('axios');

const api = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` },
});

async function domainInfo(accountId, name) {
  const { data } = await api.get(`/accounts/${accountId}/registrar/domains/${name}`);
  return { locked: data.result.locked, expires: data.result.expires_at };
}

module.exports = { domainInfo };
